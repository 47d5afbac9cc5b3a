import type { DocumentTemplate } from "../types";

export const northernIrelandChildrenDocuments: readonly DocumentTemplate[] = [];
