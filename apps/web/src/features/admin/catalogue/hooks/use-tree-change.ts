import type { AdminTreeFolder } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { catalogueKeys } from "../queries/catalogue";

/**
 * A change to the package's tree: the reply is the tree as it now is, shown at once; the package
 * (its document count) and the lists are read again. A refusal shows the server's message.
 */
export function useTreeChange<I>(
  packageId: string,
  change: (input: I) => Promise<{ response: AdminTreeFolder[] }>,
  done?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ response }) => {
      queryClient.setQueryData(catalogueKeys.tree(packageId), response);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.package(packageId) });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.packages });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.picker(packageId) });
      if (done) toast(done, "success");
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}
