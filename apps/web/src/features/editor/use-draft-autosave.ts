import { useEffect, useRef, useState } from "react";
import { saveDraft } from "./editor-api";
import { draftDelayMs } from "./editor-rules";

interface Options {
  fileId: string;
  name: string;
  /** Bumped on every change; a draft is written when it moved since the last one. */
  changeCount: number;
  dirty: boolean;
  /** The current HTML, read when the draft is written. */
  read: () => string;
}

/**
 * Autosaves a draft to saved documents (POST /site/insert/saved_docs, one per person and
 * document) every 30 s while there are unsaved changes. A failed draft is retried next time; it
 * never interrupts editing.
 */
export function useDraftAutosave({ fileId, name, changeCount, dirty, read }: Options) {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failed, setFailed] = useState(false);
  const drafted = useRef(0);
  const latest = useRef({ changeCount, read, name });
  latest.current = { changeCount, read, name };

  useEffect(() => {
    if (!dirty) return;
    const timer = setInterval(async () => {
      const { changeCount: count, read: readNow, name: nameNow } = latest.current;
      if (count === drafted.current) return;
      try {
        await saveDraft({ name: nameNow, file_id: fileId, content: readNow() });
        drafted.current = count;
        setSavedAt(new Date());
        setFailed(false);
      } catch {
        setFailed(true);
      }
    }, draftDelayMs);
    return () => clearInterval(timer);
  }, [dirty, fileId]);

  /** Writes a draft now (before a reload that would drop the user's text). */
  const draftNow = async () => {
    await saveDraft({ name: latest.current.name, file_id: fileId, content: latest.current.read() });
    drafted.current = latest.current.changeCount;
    setSavedAt(new Date());
  };

  return { savedAt, failed, draftNow };
}
