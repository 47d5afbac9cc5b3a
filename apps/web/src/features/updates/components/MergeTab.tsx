import type { MergeResult, MergeSection } from "@cloudoc/contract";
import { Alert, Stack, Text } from "@mantine/core";
import { IconGitMerge } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { foldMerge, readableTitle, unchangedLabel } from "../compare-rules";
import { choose, conflictsLeft, type Decisions, type SectionPick } from "../merge-rules";
import { Folded } from "./Folded";
import { MergeSectionCard } from "./MergeSectionCard";

/**
 * The three-way merge, per section: what each section keeps (the manager's wording, the library's,
 * both merged, or unchanged) and, where both changed the same section, the choice.
 */
export function MergeTab({
  merge,
  decisions,
  onChange,
  footer,
}: {
  merge: MergeResult;
  decisions: Decisions;
  onChange: (next: Decisions) => void;
  /** The Accept merge action again, where the choices end. */
  footer?: ReactNode;
}) {
  const left = conflictsLeft(merge, decisions);
  const pick = (key: string, value: SectionPick) => {
    const section = merge.sections.find((s) => s.key === key);
    if (section) onChange({ ...decisions, [key]: choose(section, decisions[key], value) });
  };
  const edit = (key: string, html: string) => onChange({ ...decisions, [key]: { pick: "edit", html } });
  const card = (section: MergeSection, key: string) => (
    <MergeSectionCard
      key={key}
      section={section}
      decision={decisions[section.key]}
      onPick={(value) => pick(section.key, value)}
      onEdit={(html) => edit(section.key, html)}
    />
  );
  return (
    <Stack gap="sm">
      <Alert
        variant="light"
        color={left > 0 ? "orange" : "teal"}
        styles={readableTitle}
        icon={<IconGitMerge aria-hidden="true" />}
        title={
          merge.conflicts === 0
            ? "Your changes and the library's fit together"
            : left > 0
              ? `${left === 1 ? "1 section needs" : `${left} sections need`} your choice`
              : "Every section has a choice"
        }
      >
        <Text size="sm">
          The merge keeps the sections you changed and takes the library&apos;s new wording everywhere else.
          {merge.conflicts > 0 &&
            " Where both you and the library changed the same section, choose which wording to keep, or write your own."}
        </Text>
      </Alert>
      {foldMerge(merge.sections).map((run) =>
        run.kind === "folded" ? (
          <Folded key={run.key} label={unchangedLabel(run.items.length)}>
            {() => run.items.map((section, at) => card(section, `${at}:${section.key}`))}
          </Folded>
        ) : (
          card(run.item, run.key)
        ),
      )}
      {footer}
    </Stack>
  );
}
