import { useSession } from "../../lib/use-session";
import type { Viewer } from "./access-rules";

/** The signed-in person, as the access rules read them. */
export function useViewer(): Viewer {
  const data = useSession();
  return { role: data.userRole, permissions: data.user_permission ?? [] };
}
