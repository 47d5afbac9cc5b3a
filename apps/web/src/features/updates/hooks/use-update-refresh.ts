import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { libraryKey } from "../../documents/documents-api";
import { documentViewKey, versionsKey } from "../../editor/editor-api";
import { listKeys } from "../../library-lists/api";
import { notificationKeys } from "../../notifications/queries/notifications-api";
import { extrasKeys } from "../../saved-documents/extras-api";
import { updateKeys } from "../queries/updates-api";

/**
 * After a decision or a restore: every screen that shows a document's wording, its update mark,
 * its backups or the lists re-reads from the server.
 */
export function useUpdateRefresh() {
  const client = useQueryClient();
  return useCallback(
    async (fileIds: readonly string[] = []) => {
      const keys: (readonly unknown[])[] = [
        [libraryKey],
        listKeys.all,
        updateKeys.all,
        notificationKeys.all,
        [extrasKeys.backups],
        ...fileIds.flatMap((id) => [documentViewKey(id), versionsKey(id)]),
      ];
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    [client],
  );
}
