import { threeWay } from "./diff3";

/**
 * Adds the keys of `other` missing from `order`, each right after its predecessor in `other`
 * (at the start when it has none), so a section keeps its neighbours.
 */
export function insertMissing(order: string[], other: string[]): string[] {
  const result = [...order];
  const placed = new Set(result);
  other.forEach((key, n) => {
    if (placed.has(key)) return;
    const after = n === 0 ? -1 : result.indexOf(other[n - 1] as string);
    result.splice(after + 1, 0, key);
    placed.add(key);
  });
  return result;
}

/**
 * The order of a merge's sections: the three-way merge of the key sequences (so a side that
 * moved sections keeps its order when the other did not), theirs before mine where both moved
 * the same part, then any section left out placed after its predecessor in theirs, then in mine.
 */
export function mergeOrder(base: string[], mine: string[], theirs: string[]): string[] {
  const order: string[] = [];
  const sides = { base, mine, theirs };
  for (const region of threeWay(mine, base, theirs)) {
    if (region.stable) order.push(...sides[region.side].slice(region.start, region.start + region.length));
    else order.push(...theirs.slice(...region.theirs), ...mine.slice(...region.mine));
  }
  const unique = [...new Set(order)];
  return insertMissing(insertMissing(unique, theirs), mine);
}
