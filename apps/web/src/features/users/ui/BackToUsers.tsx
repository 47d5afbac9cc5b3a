import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { userPaths } from "../paths";

export function BackToUsers() {
  return (
    <Anchor component={Link} to={userPaths.list}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        System Users
      </Group>
    </Anchor>
  );
}
