/**
 * Exports in the company app (spec 001 §7 "Exports"; docs/decisions/012-exports.md):
 * - `ExportMenu` ({ fileId, documentName?, disabled?, variant?, size? }): PDF / Word of one document,
 *   after the missing-variables check; mount it in the documents browser row and the editor.
 * - `BulkExportButton` ({ ids, disabled?, variant?, size?, onStarted? }): Documents.zip of the
 *   selected documents as PDF or Word, started as a job.
 * - `ExportProgress` (no props): the global progress panel; mount it once in the company shell.
 */
export { BulkExportButton, type BulkExportButtonProps } from "./BulkExportButton";
export { ExportMenu, type ExportMenuProps } from "./ExportMenu";
export { ExportProgress } from "./ExportProgress";
export { exportStore } from "./export-store";
