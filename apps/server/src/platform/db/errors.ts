/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), as PostgreSQL and PGlite
 * raise it, bare or wrapped by Drizzle: two requests that both checked first can still race.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
