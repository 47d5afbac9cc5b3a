import { Badge, Container, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFileText, IconFolder, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ComponentType, useMemo, useState } from "react";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { fetchIndex, listKeys } from "../api";
import { groupIndex, statusTally } from "../index-rules";
import { IndexGroupBody } from "../ui/IndexGroupBody";

/** What the index's download control is given (spec 001 §7 /user/download/index {folderId, parent, label}). */
export interface IndexDownloadProps {
  /** Null: the whole index; else one folder of it. */
  folderId: string | null;
  /** The folder's parent folder (null at the top level or for the whole index). */
  parent: string | null;
  /** "Document index", or the folder's path. */
  label: string;
  /** The search the index is showing ("" for everything). */
  searchValue: string;
}

/** The export feature's download control, mounted in the index's header and on each folder. */
export type IndexDownload = ComponentType<IndexDownloadProps>;

/**
 * The document index (spec 001 §2 /index): every document, folder by folder, with its policy
 * number, review date and statuses; searchable by name or policy number. The download control
 * belongs to the export feature and is passed in as `download`.
 */
export function IndexPage({ download: Download }: { download?: IndexDownload }) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const index = useQuery({
    queryKey: listKeys.index(search),
    queryFn: () => fetchIndex(search),
    placeholderData: keepPreviousData,
  });
  const groups = useMemo(
    () => (index.data ? groupIndex(index.data.documentList, index.data.template) : []),
    [index.data],
  );
  const tally = statusTally(index.data?.documentList ?? []);
  const total = index.data?.total ?? 0;

  return (
    <Container size="xl" px={0}>
      <title>Document index | Cloudoc</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={1}>Document index</Title>
            <Text c="dimmed" maw={720}>
              Every document in your library, folder by folder, with its policy number, review date and
              status.
            </Text>
          </Stack>
          {Download && <Download folderId={null} parent={null} label="Document index" searchValue={search} />}
        </Group>
        <Group justify="space-between" align="flex-end" gap="md">
          <TextInput
            label="Search the index"
            placeholder="Document name or policy number"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            w={{ base: "100%", sm: 340 }}
          />
          {index.data && total > 0 && (
            <Group gap="xs" aria-live="polite">
              <Text size="sm" fw={600}>
                {total} {total === 1 ? "document" : "documents"}
              </Text>
              <Badge
                color="teal"
                variant="light"
                radius="sm"
                tt="none"
              >{`${tally["Up to Date"]} up to date`}</Badge>
              <Badge
                color={tally["Review Due"] === 0 ? "gray" : "orange"}
                variant="light"
                radius="sm"
                tt="none"
              >{`${tally["Review Due"]} review due`}</Badge>
              <Badge
                color={tally.Overdue === 0 ? "gray" : "red"}
                variant="light"
                radius="sm"
                tt="none"
              >{`${tally.Overdue} overdue`}</Badge>
            </Group>
          )}
        </Group>

        {index.isPending && <LoadingRows label="Loading the index" rows={8} />}
        {index.isError && (
          <LoadError
            title="The index could not be loaded"
            error={index.error}
            onRetry={() => void index.refetch()}
          />
        )}
        {index.data && groups.length === 0 && (
          <EmptyState
            icon={<IconFileText size={30} />}
            title={search ? "No documents match your search" : "No documents yet"}
          >
            {search
              ? "Try another name or policy number."
              : "Documents from your subscription and the ones you create are listed here, folder by folder."}
          </EmptyState>
        )}
        <Stack gap="md" aria-busy={index.isFetching}>
          {groups.map((group) => (
            <Paper
              key={group.folder?._id ?? `top-${group.heading}`}
              withBorder
              radius="md"
              p="md"
              component="section"
            >
              <Group justify="space-between" gap="sm" mb="xs" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <IconFolder size={20} aria-hidden="true" color="var(--mantine-color-brand-7)" />
                  <Title order={2} size="h5">
                    {group.heading}
                  </Title>
                  <Badge variant="light" color="gray" radius="sm">
                    {group.documents.length}
                  </Badge>
                </Group>
                {Download && group.folder && (
                  <Download
                    folderId={group.folder._id}
                    parent={group.folder.parentId}
                    label={group.heading}
                    searchValue={search}
                  />
                )}
              </Group>
              <IndexGroupBody group={group} />
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
