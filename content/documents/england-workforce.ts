import type { DocumentTemplate } from "../types";

export const englandWorkforceDocuments: readonly DocumentTemplate[] = [];
