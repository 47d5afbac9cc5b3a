import type { DocumentTemplate } from "../types";

export const englandGovernanceDocuments: readonly DocumentTemplate[] = [];
