import { Drawer } from "@mantine/core";
import type { ReactNode } from "react";

/** The folder tree in a drawer, on windows too narrow to show it beside the documents. */
export default function FoldersDrawer(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title="Folders" size="xs">
      {props.children}
    </Drawer>
  );
}
