import type { UserManager } from "@cloudoc/contract";
import { useMemo } from "react";
import { useSession } from "../../lib/use-session";
import { managerOf } from "./user-rules";

/** The signed-in person as a manager of users, or undefined when they may not manage users. */
export function useManager(): UserManager | undefined {
  // The session snapshot is a new object only after a change.
  const data = useSession();
  return useMemo(() => managerOf(data), [data]);
}
