import type { DocumentTemplate } from "../types";

export const walesScotlandDocuments: readonly DocumentTemplate[] = [];
