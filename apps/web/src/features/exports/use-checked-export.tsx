import { type ExportCheckItem, type ExportFormat, messages } from "@cloudoc/contract";
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { exportNotice } from "../../lib/notify";
import { checkMissingVariables } from "./exports-api";
import { MissingVariablesModal } from "./MissingVariablesModal";

/** The catalogue's export failure, or the server's own message (e.g. a document now deleted). */
export const exportFailureMessage = (error: unknown) =>
  error instanceof ApiError && error.kind === "failure" && error.httpStatus !== 503
    ? error.message
    : messages.somethingWentWrongExport;

/**
 * An export preceded by the missing-variables check: when every variable has a value it runs at
 * once; otherwise the dialog lists the gaps and the user cancels or exports anyway.
 */
export function useCheckedExport(ids: readonly string[], run: (format: ExportFormat) => Promise<void>) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [pending, setPending] = useState<{ format: ExportFormat; items: ExportCheckItem[] } | null>(null);

  const go = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await run(format);
    } catch (error) {
      exportNotice(exportFailureMessage(error), "error");
    } finally {
      setBusy(null);
    }
  };

  const start = async (format: ExportFormat) => {
    if (ids.length === 0 || busy) return;
    setBusy(format);
    let items: ExportCheckItem[];
    try {
      items = await checkMissingVariables(ids);
    } catch (error) {
      setBusy(null);
      exportNotice(exportFailureMessage(error), "error");
      return;
    }
    setBusy(null);
    if (items.some((item) => item.missing.length > 0)) setPending({ format, items });
    else await go(format);
  };

  const modal = (
    <MissingVariablesModal
      items={pending?.items ?? null}
      format={pending?.format ?? "pdf"}
      onCancel={() => setPending(null)}
      onExportAnyway={() => {
        const format = pending?.format;
        setPending(null);
        if (format) void go(format);
      }}
    />
  );
  return { busy, start, modal };
}
