import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconFileText, IconPrinter, IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useChecklistTicks } from "../../courses/use-checklist-ticks";
import { checklistProgress } from "../checklist-ticks";
import { contentStaleTime, fetchChecklist, siteKeys } from "../site-api";
import type { ChecklistNation, ChecklistSection } from "../types";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import print from "./checklist.module.css";

function Step({
  item,
  ticked,
  onToggle,
}: {
  item: ChecklistSection["items"][number];
  ticked: boolean;
  onToggle: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" className={print.item}>
      <Checkbox
        size="md"
        checked={ticked}
        onChange={onToggle}
        label={<Text fw={600}>{item.text}</Text>}
        description={item.detail}
      />
      {item.documents.length > 0 && (
        <Box pl={36} pt="xs">
          <Text size="sm" fw={600}>
            Supporting documents
          </Text>
          <List size="sm" spacing={2} icon={<IconFileText size={14} aria-hidden="true" />}>
            {item.documents.map((doc) => (
              <List.Item key={doc.slug}>
                <Anchor component={Link} to={`/view/Document/${doc.slug}`}>
                  {doc.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}

/**
 * /checklist-newprovider: the steps to register a new service with its nation's regulator, each
 * with the library documents that support it; tick each one as it is done. A signed-in
 * organisation's ticks are kept on the server for the whole organisation; a visitor's in this
 * browser. Print it.
 */
export function ChecklistPage() {
  const [nation, setNation] = useState<ChecklistNation>("england");
  const query = useQuery({
    queryKey: [...siteKeys.checklist, nation],
    queryFn: () => fetchChecklist(nation),
    staleTime: contentStaleTime,
    placeholderData: keepPreviousData,
  });
  const nations = query.data?.nations ?? [];
  const { ticks, toggle, clear, keptFor } = useChecklistTicks();
  const sections = query.data?.sections ?? [];
  const progress = checklistProgress(sections, ticks);

  return (
    <div className={print.page}>
      <PageHeader
        title="New provider checklist"
        crumbs={[{ label: "New provider checklist" }]}
        description={`The steps to register a new care service with your nation's regulator, with the documents from our library that support each one. Tick each step as you complete it: ${
          keptFor === "organisation"
            ? "your ticks are kept for your organisation."
            : "your ticks are saved in this browser."
        }`}
      />
      <Box className={classes.section}>
        <Container size="md">
          <Stack gap="xl">
            <Stack gap={4} className={classes.noPrint}>
              <Text fw={600} id="checklist-nation">
                Where will your service be?
              </Text>
              <SegmentedControl
                aria-labelledby="checklist-nation"
                value={nation}
                onChange={(value) => setNation(value as ChecklistNation)}
                data={
                  nations.length > 0 ? nations.map((n) => ({ value: n.nation, label: n.name })) : [nation]
                }
                fullWidth
              />
            </Stack>
            {query.data && (
              <Text>
                In {query.data.name} you register with the <strong>{query.data.regulator}</strong>.
              </Text>
            )}
            <Paper withBorder radius="md" p="lg" className={print.progress}>
              <Group justify="space-between" mb="xs" wrap="wrap">
                <Text fw={700} id="checklist-progress" aria-live="polite">
                  {progress.done} of {progress.total} done ({progress.percent}%)
                </Text>
                <Group gap="xs" className={classes.noPrint}>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconRefresh size={16} aria-hidden="true" />}
                    onClick={clear}
                    disabled={ticks.size === 0}
                  >
                    Untick all
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconPrinter size={16} aria-hidden="true" />}
                    onClick={() => window.print()}
                  >
                    Print
                  </Button>
                </Group>
              </Group>
              <Progress.Root size="lg" radius="xl">
                <Progress.Section
                  value={progress.percent}
                  aria-label={`Checklist progress: ${progress.done} of ${progress.total} done`}
                />
              </Progress.Root>
            </Paper>
            {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
            {query.isPending && <ListSkeleton count={4} height={160} label="Loading the checklist" />}
            {query.isSuccess && sections.length === 0 && <EmptyState title="The checklist is empty" />}
            {sections.map((section, index) => {
              const done = section.items.filter((item) => ticks.has(item.id)).length;
              return (
                <section key={section.title} aria-labelledby={`checklist-${index}`} className={print.section}>
                  <Group justify="space-between" mb="sm" align="baseline">
                    <Title order={2} size="h3" id={`checklist-${index}`}>
                      {section.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {done} of {section.items.length}
                    </Text>
                  </Group>
                  <Stack gap="md">
                    {section.items.map((item) => (
                      <Step
                        key={item.id}
                        item={item}
                        ticked={ticks.has(item.id)}
                        onToggle={() => toggle(item.id)}
                      />
                    ))}
                  </Stack>
                </section>
              );
            })}
          </Stack>
        </Container>
      </Box>
    </div>
  );
}
