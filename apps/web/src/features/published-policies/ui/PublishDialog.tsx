import { Button, Group, Modal, Paper, ScrollArea, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconWorldUpload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { publishDocument, publishedKeys, searchCompanyDocuments } from "../published-api";

/**
 * "Publish a document": the company's documents, searched by name or policy number, each with
 * Publish. It stays open so several can be published in a row.
 */
export function PublishDialog({
  opened,
  onClose,
  publishedIds,
}: {
  opened: boolean;
  onClose: () => void;
  /** Document ids known to be published already (this page of the list). */
  publishedIds: ReadonlySet<string>;
}) {
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const documents = useQuery({
    queryKey: publishedKeys.documents(search),
    queryFn: () => searchCompanyDocuments(search),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const publish = useMutation({
    mutationFn: publishDocument,
    onSuccess: async (result, fileId) => {
      toast(result.message, result.already ? "info" : "success");
      setDone((current) => new Set(current).add(fileId));
      await queryClient.invalidateQueries({ queryKey: publishedKeys.all });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const close = () => {
    setDone(new Set());
    setSearchText("");
    onClose();
  };
  const list = documents.data?.list ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Publish a document" size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          Choose one of your documents to show on your public site. It is shown read-only, as it stands now.
        </Text>
        <TextInput
          label="Find a document"
          placeholder="Name or policy number"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          data-autofocus
        />
        <Paper withBorder radius="sm">
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={0} aria-busy={documents.isFetching}>
              {documents.isPending && <Skeleton height={160} aria-label="Loading your documents" />}
              {documents.isError && (
                <Text c="red" p="sm">
                  {errorText(documents.error)}
                </Text>
              )}
              {documents.data && list.length === 0 && (
                <Text c="dimmed" p="sm">
                  {search ? "No documents match." : "You have no documents yet."}
                </Text>
              )}
              {list.map((document) => {
                const published = publishedIds.has(document._id) || done.has(document._id);
                return (
                  <Group
                    key={document._id}
                    justify="space-between"
                    wrap="nowrap"
                    p="sm"
                    style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                  >
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                        {document.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {[document.policyNumber, document.folderName].filter(Boolean).join(" · ") ||
                          "No policy number"}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant={published ? "default" : "light"}
                      disabled={published}
                      leftSection={published ? undefined : <IconWorldUpload size={16} aria-hidden="true" />}
                      loading={publish.isPending && publish.variables === document._id}
                      onClick={() => publish.mutate(document._id)}
                      style={{ flexShrink: 0 }}
                      aria-label={published ? `${document.name} is published` : `Publish ${document.name}`}
                    >
                      {published ? "Published" : "Publish"}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        {(documents.data?.total ?? 0) > list.length && (
          <Text size="sm" c="dimmed">
            The first {list.length} of {documents.data?.total} documents are shown: search to find others.
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={close}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
