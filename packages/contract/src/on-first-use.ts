/**
 * A value made the first time it is asked for. For Intl formatters: making one (with a time zone
 * above all) costs milliseconds, which a page's first load should not pay for a date or sum it
 * may never show (issue 20).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
