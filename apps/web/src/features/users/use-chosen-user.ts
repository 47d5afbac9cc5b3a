import { useQuery } from "@tanstack/react-query";
import { useRecordId } from "../employees/record-memory";
import { fetchUser, userKeys } from "./users-api";

/** The user a details or edit page shows (its id in the navigation state), loaded fresh. */
export function useChosenUser(enabled: boolean) {
  const id = useRecordId("systemUser");
  const user = useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => fetchUser(id),
    enabled: enabled && id !== "",
    staleTime: 0,
  });
  return { id, user };
}
