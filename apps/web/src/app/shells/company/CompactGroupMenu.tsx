import type { SideMenuEntry } from "@cloudoc/contract";
import { Menu } from "@mantine/core";
import { Link } from "react-router";
import { CompactGroupButton, EntryIcon, rememberProfileType } from "./menu-entry";

export interface CompactGroupMenuProps {
  entry: SideMenuEntry;
  active: boolean;
  /** The address and label of each of the group's entries, as the side menu shows them. */
  pathOf: (entry: SideMenuEntry) => string;
  labelOf: (entry: SideMenuEntry) => string;
}

/**
 * A group of the collapsed side menu as a dropdown of its entries. Only the collapsed menu (a
 * choice on a desktop) needs it, so it is loaded then, not with every company page.
 */
export default function CompactGroupMenu({ entry, active, pathOf, labelOf }: CompactGroupMenuProps) {
  return (
    <Menu position="right-start" offset={8} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <CompactGroupButton entry={entry} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.label}</Menu.Label>
        {(entry.children ?? []).map((child) => (
          <Menu.Item
            key={child.key}
            component={Link}
            to={pathOf(child)}
            state={child.state}
            onClick={() => rememberProfileType(child)}
            leftSection={<EntryIcon entryKey={child.key} />}
          >
            {labelOf(child)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
