/**
 * Exports in the company app (spec 001 §7 "Exports"; docs/decisions/012-exports.md):
 * - `ExportMenu` ({ fileId, documentName?, disabled?, variant?, size? }): PDF / Word of one document,
 *   after the missing-variables check; mount it in the documents browser row and the editor.
 * - `BulkExportButton` ({ ids, disabled?, variant?, size?, onStarted? }): Documents.zip of the
 *   selected documents as PDF or Word, started as a job.
 * - `ExportTray` ({ jobs }) in the company shell's footer, shown while `useExportTray()` has jobs
 *   (exports being made, and those just finished until downloaded or a minute later);
 *   `useExportUpdates(jobs)` once in the shell follows them live; `ExportsMenu` in the header
 *   lists every export of the last day.
 */
export { BulkExportButton, type BulkExportButtonProps } from "./BulkExportButton";
export { ExportMenu, type ExportMenuProps } from "./ExportMenu";
export { ExportsMenu } from "./ExportsMenu";
export { ExportTray, exportTrayHeight } from "./ExportTray";
export { exportStore } from "./export-store";
export { useExports, useExportTray, useExportUpdates } from "./use-exports";
