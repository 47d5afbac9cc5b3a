import type { DocumentTemplate } from "../types";

export const englandSafeguardingDocuments: readonly DocumentTemplate[] = [];
