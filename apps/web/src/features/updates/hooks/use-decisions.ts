import type { Comparison } from "@cloudoc/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { editorPath } from "../../documents/documents-api";
import { choicesPayload, type Decisions } from "../merge-rules";
import { acceptUpdate, rejectUpdate, restoreToLibrary } from "../queries/updates-api";
import { useUpdateRefresh } from "./use-update-refresh";

export type Decision =
  | { kind: "master" }
  | { kind: "merge"; decisions: Decisions }
  | { kind: "reject" }
  | { kind: "restore" };

/**
 * The decisions on a compared document. Each answers the server's message; on success the screens
 * re-read and the manager goes back to the document. A 409 (a save or a newer release since the
 * comparison was read) is kept to show, with Compare again.
 */
export function useDecisions(comparison: Comparison | undefined) {
  const navigate = useNavigate();
  const refresh = useUpdateRefresh();
  const [stale, setStale] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (decision: Decision) => {
      if (!comparison) throw new Error("No comparison");
      const { fileId, version, release } = comparison;
      if (decision.kind === "reject") return rejectUpdate(fileId, release.version);
      if (decision.kind === "restore") return restoreToLibrary(fileId);
      const choices = decision.kind === "merge" ? choicesPayload(comparison.merge, decision.decisions) : {};
      return acceptUpdate({ fileId, version, toVersion: release.version, take: decision.kind, choices });
    },
    onSuccess: async (reply) => {
      toast(reply.message, "success");
      await refresh([reply.fileId]);
      void navigate(editorPath(reply.fileId));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 409) setStale(error.message);
      else toast(errorText(error), "error");
    },
  });
  return {
    decide: mutation.mutate,
    busy: mutation.isPending,
    pending: mutation.variables,
    stale,
    clearStale: () => setStale(null),
  };
}
