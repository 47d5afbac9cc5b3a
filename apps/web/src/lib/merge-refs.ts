import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

/**
 * Floating UI's `useMergeRefs`, as Mantine's ScrollArea calls it, on Mantine's own merged ref. The
 * build points ScrollArea here (vite-plugins/scroll-area-refs.ts) so that a modal, which scrolls
 * with a ScrollArea, does not bring all of Floating UI (14 KB) to a page that shows no popover.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
