import { messages, type PolicyItem } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { deletePolicy, downloadEvidencePack, downloadPolicy, policyKeys, toggleHidden } from "../api";
import type { PolicyCommand } from "../components/PolicyRowMenu";

/** Where a policy is edited (spec 001 §2 /policies/edit). */
export const editPolicyPath = (id: string) => `/company/policies/edit?id=${encodeURIComponent(id)}`;

/** A failed delete: the server's words, else 'Not Deleted.' (spec 001 §8). */
const deleteFailure = (error: unknown) =>
  error instanceof ApiError && error.kind === "failure" ? error.message : messages.notDeleted;

/** The list's row actions and the dialogs they open. */
export function usePolicyCommands() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<PolicyItem | null>(null);
  const [assigning, setAssigning] = useState<readonly string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: policyKeys.all });

  const remove = useMutation({
    mutationFn: (policy: PolicyItem) => deletePolicy(policy._id),
    onSuccess: async (message) => {
      toast(message, "success");
      setDeleting(null);
      await refresh();
    },
    onError: (error) => toast(deleteFailure(error), "error"),
  });
  const hide = useMutation({
    mutationFn: (policy: PolicyItem) => toggleHidden(policy._id),
    onSuccess: async ({ message }) => {
      toast(message, "success");
      await refresh();
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const download = async (run: () => Promise<string>) => {
    try {
      toast(`Downloaded ${await run()}`, "success");
    } catch (error) {
      toast(errorText(error), "error");
    }
  };

  const onCommand = (command: PolicyCommand, policy: PolicyItem) => {
    if (command === "edit") navigate(editPolicyPath(policy._id));
    else if (command === "assign") setAssigning([policy._id]);
    else if (command === "hide") hide.mutate(policy);
    else if (command === "download") void download(() => downloadPolicy(policy._id));
    else if (command === "evidence") void download(() => downloadEvidencePack(policy._id));
    else setDeleting(policy);
  };

  return {
    onCommand,
    deleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => deleting && remove.mutate(deleting),
    deletePending: remove.isPending,
    assigning,
    openAssign: (ids: readonly string[] = []) => setAssigning(ids),
    closeAssign: () => setAssigning(null),
  };
}
