import type { RecentUpdate } from "@cloudoc/contract";
import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChecks, IconClockEdit, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { describeUpdate } from "../dashboard-rules";
import classes from "./library-lists.module.css";
import { editorPath } from "./paths";

function UpdateIcon({ kind }: { kind: RecentUpdate["kind"] }) {
  const Icon = kind === "review" ? IconChecks : IconPencil;
  return (
    <ThemeIcon
      variant="light"
      color={kind === "review" ? "teal" : "brand"}
      size={32}
      radius="xl"
      aria-hidden="true"
    >
      <Icon size={16} />
    </ThemeIcon>
  );
}

/** A waiting library update opens the comparison; anything else opens the document. */
const updatePath = (update: RecentUpdate) =>
  update.kind === "library-update"
    ? `/company/documents/compare?fileId=${encodeURIComponent(update.fileId)}`
    : editorPath(update.fileId);

/** The latest changes to the company's documents (at most 25 on the dashboard). */
export function RecentUpdatesPanel({ updates }: { updates: RecentUpdate[] | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-updates-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="recent-updates-title">
          Recent updates
        </Title>
        <Anchor component={Link} to="/company/documents/recent-updates" size="sm">
          See all
        </Anchor>
      </Group>
      {!updates && (
        <Stack gap="xs">
          {["a", "b", "c", "d"].map((key) => (
            <Skeleton key={key} height={40} />
          ))}
        </Stack>
      )}
      {updates && updates.length === 0 && (
        <Stack align="center" gap={6} py="lg" ta="center">
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
            <IconClockEdit size={24} />
          </ThemeIcon>
          <Text fw={600}>No changes yet</Text>
          <Text size="sm" c="dimmed" maw={360}>
            When someone edits, restores or reviews a document, it shows here.
          </Text>
        </Stack>
      )}
      {updates && updates.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {updates.map((update) => (
            <Group
              key={update._id}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              className={classes.updateRow}
            >
              <UpdateIcon kind={update.kind} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={updatePath(update)} size="sm" fw={600} truncate="end">
                  {update.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {describeUpdate(update)}
                  {update.reviewDate ? ` · next review ${formatDate(update.reviewDate)}` : ""}
                  {update.updatedBy ? ` · ${update.updatedBy}` : ""}
                  <Text span hiddenFrom="sm" inherit>
                    {` · ${formatDate(update.updatedAt)}`}
                  </Text>
                </Text>
                {update.notes && (
                  <Text size="xs" lineClamp={2}>
                    {update.notes}
                  </Text>
                )}
              </Stack>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
                {formatDate(update.updatedAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
