import { pageSizes, type SavedDocument } from "@cloudoc/contract";
import {
  Alert,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { rangeText } from "../../../lib/list-rules";
import { extrasKeys, fetchSavedDocuments, savedListRequest } from "../extras-api";
import { errorMessage } from "../ui/feedback";
import { SavedDocumentRow } from "./SavedDocumentRow";

function EmptyText({ searching }: { searching: boolean }) {
  return (
    <Text c="dimmed" role="status">
      {searching
        ? "No saved documents match your search."
        : "You have no saved documents yet. The editor keeps your unsaved work here as a draft."}
    </Text>
  );
}

function SavedTable({ list, caption }: { list: SavedDocument[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th w={90}>Kind</Table.Th>
            <Table.Th>Saved by</Table.Th>
            <Table.Th w={120}>Last changed</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((saved) => (
            <SavedDocumentRow key={saved._id} saved={saved} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Saved documents (spec 001 §2 /saved-documents): the company's saved copies and the user's
 * own editor drafts, 10 to a page, searched by name; rename in place, delete, open in the editor.
 */
export function SavedDocumentsPage() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText, 300);
  const request = savedListRequest(page, search);
  const saved = useQuery({
    queryKey: [extrasKeys.saved, request],
    queryFn: () => fetchSavedDocuments(request),
    placeholderData: keepPreviousData,
  });
  const data = saved.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSizes.savedDocuments));

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Saved documents | Cloudoc</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>Saved documents</Title>
          <Text c="dimmed" mt={4}>
            Copies of documents kept by name, and drafts the editor saved while you worked.
          </Text>
        </div>
        <TextInput
          label="Search saved documents"
          placeholder="Name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 360 }}
        />
        {saved.isPending && (
          <Stack aria-busy="true" gap="sm">
            <VisuallyHidden role="status">Loading saved documents …</VisuallyHidden>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        )}
        {saved.isError && (
          <Alert color="red" role="alert" title="Saved documents could not be loaded">
            {errorMessage(saved.error)}
          </Alert>
        )}
        {data && data.list.length === 0 && <EmptyText searching={request.search !== ""} />}
        {data && data.list.length > 0 && (
          <Stack gap="sm" aria-busy={saved.isFetching}>
            <Text size="sm" c="dimmed" role="status">
              {rangeText(page, pageSizes.savedDocuments, data.list.length, data.total, "documents")}
            </Text>
            <SavedTable list={data.list} caption="Saved documents, most recently changed first" />
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    "aria-label": control === "previous" ? "Previous page" : "Next page",
                  })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
