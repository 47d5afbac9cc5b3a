// What a long catalogue page shows while it is still adding its items a few at a time (issue 20):
// the first `count` items in order, so each step of the rendering stays short.

/** How many of each group's items show once `count` items are shown (an empty group takes one, its message). */
export function groupsUpTo<G extends { packages: readonly unknown[] }>(
  groups: readonly G[],
  count: number,
): { group: G; shown: number }[] {
  const result: { group: G; shown: number }[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    const size = Math.max(1, group.packages.length);
    result.push({ group, shown: Math.min(size, left) });
    left -= size;
  }
  return result;
}

/** Items the groups hold, as groupsUpTo counts them. */
export const groupItems = (groups: readonly { packages: readonly unknown[] }[]): number =>
  groups.reduce((sum, group) => sum + Math.max(1, group.packages.length), 0);
