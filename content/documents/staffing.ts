import type { DocumentTemplate } from "../types";

export const staffingDocuments: readonly DocumentTemplate[] = [];
