import type { UserManager } from "@cloudoc/contract";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PeoplePage } from "../../../ui/people/PeoplePage";
import { EmptyState } from "../../../ui/States";
import { useManager } from "../use-manager";

/**
 * A system users page: its heading, then the page itself for an owner or a staff user with Manage
 * users; anyone else (the Users permission shows the menu entry, spec 000 §6) is told what they need.
 */
export function UsersFrame({
  title,
  heading,
  description,
  actions,
  above,
  children,
}: {
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  actions?: (manager: UserManager) => ReactNode;
  /** Shown between the heading and the page (a link back). */
  above?: ReactNode;
  children: (manager: UserManager) => ReactNode;
}) {
  const manager = useManager();
  return (
    <PeoplePage
      title={title}
      heading={heading}
      description={description}
      actions={manager && actions ? actions(manager) : undefined}
      above={above}
    >
      {manager ? (
        children(manager)
      ) : (
        <EmptyState icon={<IconLock size={30} />} title="You need the Manage users permission">
          Managing system users and reading the activity log need the Manage users permission. Ask the owner
          of your organisation if you need it.
        </EmptyState>
      )}
    </PeoplePage>
  );
}
