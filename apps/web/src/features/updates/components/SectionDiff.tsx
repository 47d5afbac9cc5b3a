import type { BlockDiff, SectionCompare } from "@cloudoc/contract";
import { Group, Text } from "@mantine/core";
import { bodyBlocks, type CompareView, sectionStatusLabels, sectionTitle, wordsFor } from "../compare-rules";
import classes from "./compare.module.css";
import { DiffHtml } from "./DiffHtml";
import { TintBadge } from "./TintBadge";
import { WholeBlock, WordDiff } from "./WordDiff";

const statusColours: Record<SectionCompare["status"], string> = {
  same: "gray",
  changed: "orange",
  added: "green",
  removed: "red",
};

/** One side of a block in the side-by-side view ('' where the block is absent on that side). */
function SideCell({ block, side }: { block: BlockDiff; side: "before" | "after" }) {
  const html = block[side];
  if (block.kind === "same") return <DiffHtml html={html} />;
  if (block.kind === "changed") return <WordDiff words={wordsFor(block, side)} />;
  if (html === "")
    return (
      <span className={classes.empty}>
        {side === "before" ? "Not in your copy" : "Not in the library version"}
      </span>
    );
  return <WholeBlock html={html} kind={side === "after" ? "added" : "removed"} />;
}

/** A block in the inline view: the change in place. */
function InlineBlock({ block }: { block: BlockDiff }) {
  if (block.kind === "same") return <DiffHtml html={block.before || block.after} />;
  if (block.kind === "changed") return <WordDiff words={block.words} />;
  if (block.kind === "added") return <WholeBlock html={block.after} kind="added" />;
  return <WholeBlock html={block.before} kind="removed" />;
}

/** One section of the comparison: its heading, what happened to it, and its blocks. */
export function SectionDiff({ section, view }: { section: SectionCompare; view: CompareView }) {
  const title = sectionTitle(section.heading);
  const blocks = bodyBlocks(section);
  return (
    <section className={classes.section} aria-label={`Section: ${title}`}>
      <Group className={classes.sectionHead} justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm" truncate="end">
          {title}
        </Text>
        <TintBadge color={statusColours[section.status]}>{sectionStatusLabels[section.status]}</TintBadge>
      </Group>
      {view === "inline" ? (
        <div className={classes.inlineBody}>
          {blocks.map((block, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a diff is read-only; a block's position is its identity
            <InlineBlock key={at} block={block} />
          ))}
        </div>
      ) : (
        blocks.map((block, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff is read-only; a block's position is its identity
          <div key={at} className={classes.sideRow}>
            <div>
              <SideCell block={block} side="before" />
            </div>
            <div>
              <SideCell block={block} side="after" />
            </div>
          </div>
        ))
      )}
    </section>
  );
}
