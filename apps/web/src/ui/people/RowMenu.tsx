import { ActionIcon, Menu } from "@mantine/core";
import { type Icon, IconDots } from "@tabler/icons-react";
import { menuOrder, type RowActionOf } from "./row-actions";

export type RowAction = RowActionOf<Icon>;

function RowMenuItem({ action }: { action: RowAction }) {
  const ItemIcon = action.icon;
  return (
    <Menu.Item
      color={action.danger ? "red" : undefined}
      leftSection={<ItemIcon size={16} aria-hidden="true" />}
      onClick={action.onClick}
    >
      {action.label}
    </Menu.Item>
  );
}

/**
 * A row's "…" menu, named after the row's record. `actions` lists what the rules allow; `false`
 * entries (not allowed) are left out.
 */
export function RowMenu({ name, actions }: { name: string; actions: readonly (RowAction | false)[] }) {
  const { safe, dangerous } = menuOrder(actions);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Plain "gray": a shade ("gray.8") resolves to gray.6 dots on a subtle icon, too faint. */}
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {safe.map((action) => (
          <RowMenuItem key={action.label} action={action} />
        ))}
        {dangerous.length > 0 && <Menu.Divider />}
        {dangerous.map((action) => (
          <RowMenuItem key={action.label} action={action} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
