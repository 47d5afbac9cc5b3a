import { Box, Button, Checkbox, Container, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconPrinter, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { browserLocalStorage } from "../../../lib/cart-storage";
import { checklistProgress, readTicks, toggleTick, writeTicks } from "../checklist-ticks";
import { contentStaleTime, fetchChecklist, siteKeys } from "../site-api";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import print from "./checklist.module.css";

/** /checklist-newprovider: tick what is done; ticks are kept in this browser; print it. */
export function ChecklistPage() {
  const query = useQuery({
    queryKey: siteKeys.checklist,
    queryFn: fetchChecklist,
    staleTime: contentStaleTime,
  });
  const [ticks, setTicks] = useState<Set<string>>(() => readTicks(browserLocalStorage()));
  const sections = query.data ?? [];
  const progress = checklistProgress(sections, ticks);

  useEffect(() => {
    const onStorage = () => setTicks(readTicks(browserLocalStorage()));
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const update = (next: Set<string>) => {
    setTicks(next);
    writeTicks(browserLocalStorage(), next);
  };

  return (
    <div className={print.page}>
      <PageHeader
        title="New provider checklist"
        crumbs={[{ label: "New provider checklist" }]}
        description="The steps and policies a new care provider needs before registering with a regulator. Tick each one as you complete it: your ticks are saved in this browser."
      />
      <Box className={classes.section}>
        <Container size="md">
          <Stack gap="xl">
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
                    onClick={() => update(new Set())}
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
                      <Paper key={item.id} withBorder radius="md" p="md" className={print.item}>
                        <Checkbox
                          size="md"
                          checked={ticks.has(item.id)}
                          onChange={() => update(toggleTick(ticks, item.id))}
                          label={<Text fw={600}>{item.text}</Text>}
                          description={item.detail}
                        />
                      </Paper>
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
