import type { PolicyItem } from "@cloudoc/contract";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconCertificate,
  IconDots,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconTrash,
  IconUserPlus,
} from "@tabler/icons-react";

export type PolicyCommand = "edit" | "assign" | "hide" | "download" | "evidence" | "delete";

/** A staff policy's actions: edit, assign, hide or show, download (PDF), evidence pack, delete. */
export function PolicyRowMenu({
  policy,
  onCommand,
}: {
  policy: PolicyItem;
  onCommand: (command: PolicyCommand, policy: PolicyItem) => void;
}) {
  const run = (command: PolicyCommand) => () => onCommand(command, policy);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${policy.name}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={run("edit")}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={run("assign")}>
          Assign to staff
        </Menu.Item>
        <Menu.Item
          leftSection={
            policy.hidden ? (
              <IconEye size={16} aria-hidden="true" />
            ) : (
              <IconEyeOff size={16} aria-hidden="true" />
            )
          }
          onClick={run("hide")}
        >
          {policy.hidden ? "Show to employees" : "Hide from employees"}
        </Menu.Item>
        {policy.source === "pdf" && (
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={run("download")}>
            Download PDF
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconCertificate size={16} aria-hidden="true" />} onClick={run("evidence")}>
          Download evidence pack
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={run("delete")}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
