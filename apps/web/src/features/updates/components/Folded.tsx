import { Button, Stack } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import classes from "./compare.module.css";

/** Sections nobody changed, folded behind "N unchanged sections" until opened (rendered only then). */
export function Folded({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <div className={classes.folded}>
      <Button
        variant="subtle"
        color="gray"
        c="gray.8"
        size="compact-sm"
        leftSection={<Icon size={16} aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      <Stack id={id} gap="sm" mt={open ? "xs" : 0} hidden={!open}>
        {open && children()}
      </Stack>
    </div>
  );
}
