import type { PackageDefinition } from "./types";

export const packageDefinitions: readonly PackageDefinition[] = [];
