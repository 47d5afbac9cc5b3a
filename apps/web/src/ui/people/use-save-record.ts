import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../lib/notify";
import { recordState } from "./record-state";

interface SaveRecord<V, R> {
  save: (values: V) => Promise<R>;
  /** The record the server sent back, stored under `detailKey` so its page shows it at once. */
  recordOf: (result: R) => { _id: string };
  detailKey: (id: string) => QueryKey;
  /** The lists (and more) that show the record, read again. */
  reread: readonly QueryKey[];
  /** The record's page, opened after saving. */
  view: string;
}

/** Saving an add or edit form: the server's message as a toast, the lists re-read, then the record's page. */
export function useSaveRecord<V, R extends { message: string }>({
  save,
  recordOf,
  detailKey,
  reread,
  view,
}: SaveRecord<V, R>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      toast(result.message, "success");
      const record = recordOf(result);
      queryClient.setQueryData(detailKey(record._id), record);
      await Promise.all(reread.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void navigate(view, { state: recordState(record._id) });
    },
  });
}
