import type { DocumentView, Orientation } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/notify";
import type { SaveChoices } from "./components/SaveDialog";
import {
  documentViewKey,
  fetchDocumentView,
  restoreVersion,
  saveContent,
  saveHeaderFooter,
  saveOrientation,
  versionsKey,
} from "./editor-api";

const isConflict = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;

interface Options {
  fileId: string;
  /** The version the editor's text is based on. */
  version: number;
  setVersion: (version: number) => void;
  /** The editor's HTML now. */
  read: () => string;
  /** The editor's text was saved as it is now. */
  onSaved: (close: boolean) => void;
  /** The document's text was replaced on the server (a restore): load it into the editor. */
  onReplaced: (view: DocumentView) => void;
  /** Someone else saved first: nothing was written. */
  onConflict: () => void;
}

/**
 * Every write the editor makes, each based on the loaded version so that a concurrent save answers
 * 409 (nothing overwritten). After a write, the document view and the history are fetched again
 * (spec 001 §4: content, notes and activity are refreshed).
 */
export function useDocumentSaving(options: Options) {
  const { fileId } = options;
  const queryClient = useQueryClient();
  const [saveError, setSaveError] = useState<string | undefined>();
  const [setupError, setSetupError] = useState<string | undefined>();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentViewKey(fileId) }),
      queryClient.invalidateQueries({ queryKey: versionsKey(fileId) }),
    ]);

  const save = useMutation({
    mutationFn: (choices: SaveChoices) =>
      saveContent({
        fileId,
        content: options.read(),
        version: options.version,
        notes: choices.notes,
        description: choices.description,
        review_date: choices.reviewDate,
        doc_review: choices.markReviewed,
        needIndexForDocs: false,
        type: choices.close ? "close" : "save",
        closeButton: choices.close,
      }),
    onMutate: () => setSaveError(undefined),
    onSuccess: ({ message, saved }, choices) => {
      options.setVersion(saved.version);
      options.onSaved(choices.close);
      toast(message, "success");
      void refresh();
    },
    onError: (error) => {
      if (isConflict(error)) {
        options.onConflict();
        void queryClient.invalidateQueries({ queryKey: documentViewKey(fileId) });
        return;
      }
      setSaveError(error.message);
    },
  });

  const headerFooter = useMutation({
    mutationFn: (margins: { header: string; footer: string }) =>
      saveHeaderFooter({ fileId, ...margins, version: options.version }),
    onMutate: () => setSetupError(undefined),
    onSuccess: ({ message, saved }) => {
      options.setVersion(saved.version);
      toast(message, "success");
      void refresh();
    },
    onError: (error) => setSetupError(error.message),
  });

  const orientation = useMutation({
    mutationFn: (value: Orientation) => saveOrientation(fileId, value),
    onSuccess: ({ message }) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: documentViewKey(fileId) });
    },
    onError: (error) => toast(error.message, "error"),
  });

  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(fileId, version),
    onSuccess: async ({ message }) => {
      const view = await queryClient.fetchQuery({
        queryKey: documentViewKey(fileId),
        queryFn: () => fetchDocumentView(fileId),
        staleTime: 0,
      });
      options.onReplaced(view);
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: versionsKey(fileId) });
    },
    onError: (error) => toast(error.message, "error"),
  });

  return { save, saveError, headerFooter, setupError, orientation, restore };
}
