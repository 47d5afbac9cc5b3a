import { diffIndices } from "node-diff3";

/** A run of one side's items that the merge keeps as they are. */
export interface StableRegion {
  stable: true;
  side: "mine" | "base" | "theirs";
  start: number;
  length: number;
}

/** A run that both sides changed differently: the ranges of each side involved. */
export interface ConflictRegion {
  stable: false;
  mine: [start: number, end: number];
  base: [start: number, end: number];
  theirs: [start: number, end: number];
}

export type Region = StableRegion | ConflictRegion;

/** A change by one side: base[baseStart, +baseLength) became side[sideStart, +sideLength). */
interface Hunk {
  side: "mine" | "theirs";
  baseStart: number;
  baseLength: number;
  sideStart: number;
  sideLength: number;
}

function hunksOf(side: Hunk["side"], base: string[], changed: string[]): Hunk[] {
  return diffIndices(base, changed).map((change) => ({
    side,
    baseStart: change.buffer1[0],
    baseLength: change.buffer1[1],
    sideStart: change.buffer2[0],
    sideLength: change.buffer2[1],
  }));
}

/**
 * Whether the next hunk belongs to the region. Unlike diff3, changes that merely touch (an edited
 * paragraph and a paragraph inserted after it) do not conflict: the order of the result is plain.
 * Only overlapping changes, or two insertions at the same place, do.
 */
function joinsRegion(region: Hunk[], regionEnd: number, next: Hunk): boolean {
  if (next.baseStart < regionEnd) return true;
  if (next.baseStart > regionEnd || next.baseLength > 0) return false;
  return region.some((hunk) => hunk.baseLength === 0 && hunk.baseStart === next.baseStart);
}

type Sides = Record<Hunk["side"], number>;

/**
 * The ranges each side covers in a region of several hunks (as diff3 computes them); `shift` is
 * how far each side's positions have moved from the base's by the changes before the region.
 */
function conflictOf(region: Hunk[], start: number, end: number, shift: Sides) {
  const range = (side: Hunk["side"]): [number, number] => {
    const own = region.filter((hunk) => hunk.side === side);
    if (own.length === 0) return [start + shift[side], end + shift[side]];
    const sideStart = Math.min(...own.map((hunk) => hunk.sideStart));
    const sideEnd = Math.max(...own.map((hunk) => hunk.sideStart + hunk.sideLength));
    const baseStart = Math.min(...own.map((hunk) => hunk.baseStart));
    const baseEnd = Math.max(...own.map((hunk) => hunk.baseStart + hunk.baseLength));
    return [sideStart - (baseStart - start), sideEnd + (end - baseEnd)];
  };
  return { mine: range("mine"), theirs: range("theirs"), base: [start, end] as [number, number] };
}

const sameRun = (
  a: string[],
  [aStart, aEnd]: [number, number],
  b: string[],
  [bStart, bEnd]: [number, number],
) => aEnd - aStart === bEnd - bStart && a.slice(aStart, aEnd).every((item, n) => item === b[bStart + n]);

/**
 * Three-way merge of sequences of comparable items (block signatures, section keys) with
 * node-diff3's LCS: the regions of the result, in order. Where both sides made the same change
 * the region is stable (no conflict).
 */
export function threeWay(mine: string[], base: string[], theirs: string[]): Region[] {
  const hunks = [...hunksOf("mine", base, mine), ...hunksOf("theirs", base, theirs)].sort(
    (x, y) => x.baseStart - y.baseStart || x.baseLength - y.baseLength,
  );
  const regions: Region[] = [];
  const shift: Sides = { mine: 0, theirs: 0 };
  let offset = 0;
  const keepBase = (until: number) => {
    if (until > offset) regions.push({ stable: true, side: "base", start: offset, length: until - offset });
    offset = Math.max(offset, until);
  };
  for (let n = 0; n < hunks.length; ) {
    const first = hunks[n] as Hunk;
    const region = [first];
    let end = first.baseStart + first.baseLength;
    for (n += 1; n < hunks.length && joinsRegion(region, end, hunks[n] as Hunk); n += 1) {
      const next = hunks[n] as Hunk;
      region.push(next);
      end = Math.max(end, next.baseStart + next.baseLength);
    }
    keepBase(first.baseStart);
    regions.push(regionOf(region, first.baseStart, end, shift, mine, theirs));
    for (const hunk of region) shift[hunk.side] += hunk.sideLength - hunk.baseLength;
    offset = end;
  }
  keepBase(base.length);
  return regions.filter((region) => !region.stable || region.length > 0);
}

function regionOf(
  region: Hunk[],
  start: number,
  end: number,
  shift: Sides,
  mine: string[],
  theirs: string[],
): Region {
  const [only] = region;
  if (region.length === 1 && only)
    return { stable: true, side: only.side, start: only.sideStart, length: only.sideLength };
  const conflict = conflictOf(region, start, end, shift);
  if (sameRun(mine, conflict.mine, theirs, conflict.theirs))
    return {
      stable: true,
      side: "theirs",
      start: conflict.theirs[0],
      length: conflict.theirs[1] - conflict.theirs[0],
    };
  return { stable: false, ...conflict };
}
