import type { ComponentType } from "react";

/** What the bulk bar gives its export action: the selected documents, and a way to clear them. */
export interface BulkExportProps {
  fileIds: string[];
  onDone: () => void;
}

/**
 * The bulk bar's export action (spec 001 §2 "export"). The exports feature builds it
 * (features/exports); the app wires it here, e.g. `export { BulkExportButton as BulkExport }`.
 * Null: the bar shows no export action.
 */
export const BulkExport: ComponentType<BulkExportProps> | null = null;
