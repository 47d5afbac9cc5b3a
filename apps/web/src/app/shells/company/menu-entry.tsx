import type { SideMenuEntry } from "@cloudoc/contract";
import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";
import { session } from "../../../lib/session";
import classes from "./CompanyShell.module.css";
import { fallbackIcon, sideMenuIcons } from "./menu-icons";

export function EntryIcon({ entryKey }: { entryKey: string }) {
  const Icon = sideMenuIcons[entryKey] ?? fallbackIcon;
  return <Icon size={20} stroke={1.7} aria-hidden="true" />;
}

/** Remembers which profile the profile page opens (session key profileType, spec 000 §3). */
export function rememberProfileType(entry: SideMenuEntry) {
  const type = entry.state?.profileType;
  if (type === "myprofile" || type === "companydetail") session.set("profileType", type);
}

/** A group of the collapsed side menu: its icon, named for screen readers. */
export function CompactGroupButton({
  entry,
  active,
  ...button
}: { entry: SideMenuEntry; active: boolean } & ComponentPropsWithRef<"button">) {
  return (
    <UnstyledButton className={classes.compactItem} data-active={active || undefined} {...button}>
      <EntryIcon entryKey={entry.key} />
      <VisuallyHidden>{entry.label}</VisuallyHidden>
    </UnstyledButton>
  );
}
