/** What `/api/health` reports for one part of the platform. */
export interface PartStatus {
  ok: boolean;
  detail: string;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
