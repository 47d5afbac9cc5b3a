import { lazy, Suspense, useState } from "react";
import { ProfileButton } from "./ProfileButton";
import type { ProfileMenuProps } from "./ProfileMenu";

const loadProfileMenu = () => import("./ProfileMenu");
const ProfileMenu = lazy(loadProfileMenu);

/**
 * The profile button, with its dropdown's code fetched when a pointer or the focus comes to it
 * and the dropdown itself made on the first click (or Enter, or Space), when it opens at once.
 */
export function ProfileMenuButton(props: ProfileMenuProps) {
  const [asked, setAsked] = useState(false);
  const placeholder = (
    <ProfileButton
      identity={props.identity}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
      onClick={() => setAsked(true)}
    />
  );
  if (!asked) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu {...props} />
    </Suspense>
  );
}
