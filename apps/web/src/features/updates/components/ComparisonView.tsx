import type { SectionCompare } from "@cloudoc/contract";
import { Stack, Text } from "@mantine/core";
import { type CompareView, foldSections, unchangedLabel } from "../compare-rules";
import classes from "./compare.module.css";
import { Folded } from "./Folded";
import { SectionDiff } from "./SectionDiff";

/**
 * The company's copy against the library version, section by section (aligned by heading), with
 * the sections nobody changed folded away.
 */
export function ComparisonView({
  sections,
  view,
  libraryLabel,
  copyLabel = "Your copy",
}: {
  sections: readonly SectionCompare[];
  view: CompareView;
  libraryLabel: string;
  /** The left column's heading (History compares two versions of the company's copy). */
  copyLabel?: string;
}) {
  const runs = foldSections(sections);
  return (
    <Stack gap="sm">
      {view === "side" && (
        <div className={classes.columnHead}>
          <Text size="sm" fw={700}>
            {copyLabel}
          </Text>
          <Text size="sm" fw={700}>
            {libraryLabel}
          </Text>
        </div>
      )}
      {runs.map((run) =>
        run.kind === "folded" ? (
          <Folded key={run.key} label={unchangedLabel(run.items.length)}>
            {() =>
              run.items.map((section, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: read-only; headings may repeat, so the position is the key
                <SectionDiff key={`${at}:${section.key}`} section={section} view={view} />
              ))
            }
          </Folded>
        ) : (
          <SectionDiff key={run.key} section={run.item} view={view} />
        ),
      )}
      {runs.length === 0 && (
        <Text size="sm" c="dimmed">
          Both are empty.
        </Text>
      )}
    </Stack>
  );
}
