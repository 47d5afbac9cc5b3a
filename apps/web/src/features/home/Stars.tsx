import { Group } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import classes from "./HomePage.module.css";

/** Navigation state for Book A Demo links (decision 005: /contact-us with the demo topic). */
export const demoState = { topic: "demo" };

export function Stars() {
  return (
    <Group gap={2} className={classes.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <IconStarFilled key={n} size={18} />
      ))}
    </Group>
  );
}
