import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

/** A wide side panel for the editors with rich text (pages and articles). */
export function EditDrawer({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="min(960px, 100%)"
      padding="lg"
    >
      {children}
    </Drawer>
  );
}
