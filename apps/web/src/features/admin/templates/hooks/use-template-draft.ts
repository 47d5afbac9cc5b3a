import type { ChangeClass, TemplateDetail, TemplateFieldsView } from "@cloudoc/contract";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../../lib/api";
import { discardDraft, publishTemplate, saveDraft, setWithdrawn, templateKeys } from "../queries/templates";
import { startingFields } from "../template-rules";

/**
 * The template being edited: its fields as the console holds them, whether they differ from what
 * was saved, and the draft's updatedAt as loaded (a save from a stale copy answers 409).
 */
export function useTemplateDraft(detail: TemplateDetail, onDiscarded: () => void) {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<TemplateFieldsView>(() => startingFields(detail));
  const [loadedAt, setLoadedAt] = useState<string | null>(detail.draft?.updatedAt ?? null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.detail(detail._id) });

  // The editor's text is read when it is saved, not copied into state on every keystroke.
  const readContent = useRef<(() => string) | null>(null);
  const withContent = () => (readContent.current ? { ...fields, content: readContent.current() } : fields);

  const change = (patch: Partial<TemplateFieldsView>) => {
    setFields((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const markDirty = () => setDirty(true);
  const save = useMutation({
    mutationFn: () => saveDraft(detail._id, withContent(), loadedAt),
    // Said once the page shows the draft: its Discard and Compare buttons move Publish… along.
    onSuccess: async (saved) => {
      setLoadedAt(saved.updatedAt);
      setDirty(false);
      await refresh();
      notifications.show({ color: "green", message: "Draft saved." });
    },
    onError: (error) => setConflict(error instanceof ApiError && error.httpStatus === 409),
  });
  const discard = useMutation({
    mutationFn: () => discardDraft(detail._id),
    onSuccess: async (message) => {
      notifications.show({ message });
      await refresh();
      onDiscarded();
    },
  });
  const publish = useMutation({
    mutationFn: async ({ notes, changeClass }: { notes: string; changeClass: ChangeClass }) => {
      if (dirty) await save.mutateAsync();
      return publishTemplate(detail._id, notes, changeClass);
    },
    onSuccess: async (published) => {
      notifications.show({ color: "green", message: `Version ${published.version} published.` });
      await queryClient.invalidateQueries({ queryKey: templateKeys.list });
      await refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (withdrawn: boolean) => setWithdrawn(detail._id, withdrawn),
    onSuccess: async (message) => {
      notifications.show({ message });
      await refresh();
    },
  });
  return { fields, change, markDirty, readContent, dirty, conflict, save, discard, publish, withdraw };
}
