import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { comparePath, useUpdateRefresh } from "../../updates";
import { acceptUpdate, fetchComparison } from "../../updates/queries/updates-api";
import { dashboardKeys } from "../queries/dashboard-api";

/**
 * Accept from the dashboard: a copy the company never changed takes the library version at once
 * (backed up first, as on the compare page); a copy with the company's own wording opens the
 * compare page instead, where its changes can be merged and nothing is lost unseen.
 */
export function useAcceptUpdate() {
  const client = useQueryClient();
  const refresh = useUpdateRefresh();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (fileId: string) => {
      const comparison = await fetchComparison(fileId);
      if (comparison.edited || !comparison.updateAvailable) return { opened: true as const, fileId };
      const decided = await acceptUpdate({
        fileId,
        version: comparison.version,
        toVersion: comparison.release.version,
        take: "master",
      });
      return { opened: false as const, fileId, message: decided.message };
    },
    onSuccess: async (outcome) => {
      if (outcome.opened) {
        toast("This document has your own changes: compare them with the library version before you accept.");
        await navigate(comparePath(outcome.fileId));
        return;
      }
      toast(outcome.message, "success");
      await Promise.all([
        refresh([outcome.fileId]),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}
