import { isSignedIn } from "../../lib/session";
import { useSession } from "../../lib/use-session";
import { needsBotCheck } from "./help-api";

/** Whether this browser speaks as a visitor (bot check, name and email asked) or as a company. */
export function useSender() {
  const data = useSession();
  const visitor = needsBotCheck(data.userRole, isSignedIn(data));
  return { visitor };
}
