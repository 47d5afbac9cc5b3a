import type { DocumentTemplate } from "../types";

export const englandCareDocuments: readonly DocumentTemplate[] = [];
