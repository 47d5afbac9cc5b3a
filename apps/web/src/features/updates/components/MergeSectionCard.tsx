import type { MergeSection } from "@cloudoc/contract";
import { Group, Loader, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { outcomeColours, outcomeLabels, sectionTitle, withoutLeadingHeading } from "../compare-rules";
import { isSettled, type SectionDecision, type SectionPick } from "../merge-rules";
import classes from "./compare.module.css";
import { DiffHtml } from "./DiffHtml";
import { TintBadge } from "./TintBadge";

const SectionEditor = lazy(() => import("./SectionEditor"));

const picks: { value: SectionPick; label: string }[] = [
  { value: "mine", label: "Keep mine" },
  { value: "theirs", label: "Keep library" },
  { value: "edit", label: "Edit" },
];

/** A side of a conflict, labelled. */
function Side({ title, html }: { title: string; html: string }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {html ? (
        <DiffHtml html={withoutLeadingHeading(html)} />
      ) : (
        <Text className={classes.empty}>
          {title === "Your wording" ? "Removed in your copy" : "Removed in the library"}
        </Text>
      )}
    </Stack>
  );
}

/** A section both sides changed: the two wordings and the manager's choice. */
function ConflictBody({
  section,
  decision,
  onPick,
  onEdit,
}: {
  section: MergeSection;
  decision: SectionDecision | undefined;
  onPick: (pick: SectionPick) => void;
  onEdit: (html: string) => void;
}) {
  const title = sectionTitle(section.heading);
  return (
    <Stack gap="sm" className={classes.inlineBody}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Side title="Your wording" html={section.mine} />
        <Side title="Library wording" html={section.theirs} />
      </SimpleGrid>
      <Radio.Group
        label={`Which wording to keep for “${title}”`}
        value={decision?.pick ?? null}
        onChange={(value) => onPick(value as SectionPick)}
      >
        <Group gap="lg" mt={6}>
          {picks.map((pick) => (
            <Radio key={pick.value} value={pick.value} label={pick.label} />
          ))}
        </Group>
      </Radio.Group>
      {decision?.pick === "edit" && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the editor" />}>
          <SectionEditor
            // A new starting wording (another side chosen first) starts a fresh editor.
            key={section.key}
            initialHtml={decision.html}
            label={`Your wording for “${title}”`}
            onChange={onEdit}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A section the merge settled: what it keeps. */
function SettledBody({ section }: { section: MergeSection }) {
  return (
    <div className={classes.inlineBody}>
      <DiffHtml html={withoutLeadingHeading(section.merged ?? section.mine)} />
    </div>
  );
}

/** One section of the merge with its outcome badge. */
export function MergeSectionCard(props: {
  section: MergeSection;
  decision: SectionDecision | undefined;
  onPick: (pick: SectionPick) => void;
  onEdit: (html: string) => void;
}) {
  const { section } = props;
  const conflict = section.outcome === "conflict";
  const settled = conflict && isSettled(props.decision);
  return (
    <section
      className={`${classes.section} ${conflict ? classes.conflict : ""}`}
      aria-label={`Section: ${sectionTitle(section.heading)}`}
    >
      <Group className={classes.sectionHead} justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} size="sm" truncate="end">
          {sectionTitle(section.heading)}
        </Text>
        <TintBadge color={settled ? "teal" : outcomeColours[section.outcome]}>
          {settled ? "Chosen" : outcomeLabels[section.outcome]}
        </TintBadge>
      </Group>
      {conflict ? <ConflictBody {...props} /> : <SettledBody section={section} />}
    </section>
  );
}
