import type { SystemUser } from "@cloudoc/contract";
import { Badge } from "@mantine/core";
import { registrationView, roleLabel } from "../user-rules";

const badgeStyles = {
  root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
  label: { overflow: "visible" },
} as const;

/** Active, Invited or Invitation expired: in words, with a colour. */
export function RegistrationBadge({ state }: { state: SystemUser["registration"] }) {
  const view = registrationView(state);
  return (
    <Badge color={view.color} variant="light" radius="sm" tt="none" styles={badgeStyles}>
      {view.label}
    </Badge>
  );
}

/** Owner or Staff user. */
export function RoleBadge({ role }: { role: SystemUser["role"] }) {
  return (
    <Badge
      color={role === "company" ? "grape" : "gray"}
      variant="light"
      radius="sm"
      tt="none"
      styles={badgeStyles}
    >
      {roleLabel(role)}
    </Badge>
  );
}
