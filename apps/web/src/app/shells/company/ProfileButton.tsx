import { Avatar, Text, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconUser } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import classes from "./CompanyShell.module.css";
import type { HeaderIdentity } from "./use-identity";

type ProfileButtonProps = UnstyledButtonProps &
  Omit<ComponentPropsWithRef<"button">, keyof UnstyledButtonProps> & { identity: HeaderIdentity };

/** The header's account button: initials, name, and the words a screen reader needs. */
export function ProfileButton({ identity, className, ...button }: ProfileButtonProps) {
  // The menu passes a class name of its own (empty, as it happens): add it to ours, never replace
  // ours, or the open menu's button falls apart into three lines.
  return (
    <UnstyledButton {...button} className={[classes.profileButton, className].filter(Boolean).join(" ")}>
      <Avatar color="brand" variant="filled" radius="xl" size={34} alt="" aria-hidden="true">
        {identity.initials || <IconUser size={18} aria-hidden="true" />}
      </Avatar>
      <Text size="sm" fw={600} visibleFrom="md" maw={180} truncate="end">
        {identity.displayName || "My account"}
      </Text>
      <VisuallyHidden hiddenFrom="md">{identity.displayName || "My account"}</VisuallyHidden>
      <VisuallyHidden>, profile menu</VisuallyHidden>
      <IconChevronDown size={16} aria-hidden="true" />
    </UnstyledButton>
  );
}
