import { useChosenRecord } from "../employees/record-memory";
import { fetchUser, userKeys } from "./users-api";

/** The user a details or edit page shows (its id in the navigation state), loaded fresh. */
export const useChosenUser = (enabled: boolean) =>
  useChosenRecord("systemUser", { detailKey: userKeys.detail, fetch: fetchUser, fresh: true, enabled });
