import { type BinItem, type CollectionType, pageSizes } from "@cloudoc/contract";
import { Button, Container, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconTrash, IconTrashOff } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { pageAfterRemoval, type Sort, skipOf } from "../../../lib/list-rules";
import { toast } from "../../../lib/notify";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, errorText, LoadError } from "../../../ui/States";
import { deleteForGood, fetchBin, listKeys, restoreFromBin } from "../api";
import { type BinSortField, BinTable } from "../ui/BinTable";
import { ConfirmDeleteModal } from "../ui/ConfirmDeleteModal";

const size = pageSizes.recycleBin;
const defaultSort: Sort<BinSortField> = { field: "createdAt", order: "desc" };
const typeLabels: Record<CollectionType, string> = { userfiles: "Documents", folders: "Folders" };

/**
 * The bin (spec 001 §2 /deleted-documents, §4, §9): deleted documents and folders, 25 to a page,
 * newest deletion first by default, sortable and searchable; restore (a folder brings back what was
 * inside it) or delete permanently after a confirmation.
 */
export function BinPage() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<CollectionType>("userfiles");
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(defaultSort);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<BinItem[] | null>(null);
  const request = { collection_type: type, skip: skipOf(page, size), limit: size, ...sort, search };
  const bin = useQuery({
    queryKey: listKeys.bin(request),
    queryFn: () => fetchBin(request),
    placeholderData: keepPreviousData,
  });
  const items = bin.data?.list ?? [];
  const total = bin.data?.total ?? 0;

  const afterRemoval = async (ids: string[]) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setPage((current) => pageAfterRemoval(current, total, ids.length, size));
    await queryClient.invalidateQueries({ queryKey: listKeys.all });
  };
  const restore = useMutation({
    mutationFn: (item: BinItem) => restoreFromBin(item._id, type),
    onSuccess: async (message, item) => {
      toast(message, "success");
      await afterRemoval([item._id]);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const remove = useMutation({
    mutationFn: (list: BinItem[]) =>
      deleteForGood(
        list.map((item) => item._id),
        type,
      ),
    onSuccess: async (message, list) => {
      toast(message, "success");
      setConfirming(null);
      await afterRemoval(list.map((item) => item._id));
    },
    onError: (error) => toast(errorText(error), "error"),
  });

  const switchType = (value: string) => {
    setType(value === "folders" ? "folders" : "userfiles");
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      items.every((item) => current.has(item._id)) ? new Set() : new Set(items.map((item) => item._id)),
    );
  const noun = type === "folders" ? "folders" : "documents";

  return (
    <Container size="xl" px={0}>
      <title>Bin | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Bin</Title>
          <Text c="dimmed" maw={760}>
            Deleted documents and folders stay here until you restore them or delete them permanently.
            Restoring a folder brings back everything that was inside it when it was deleted.
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="md">
          <Group align="flex-end" gap="md">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="bin-type-label">
                Show
              </Text>
              <SegmentedControl
                aria-labelledby="bin-type-label"
                value={type}
                onChange={switchType}
                data={(["userfiles", "folders"] as const).map((value) => ({
                  value,
                  label: typeLabels[value],
                }))}
              />
            </Stack>
            <TextInput
              label="Search the bin"
              placeholder={type === "folders" ? "Folder name" : "Document name"}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: "100%", sm: 300 }}
            />
          </Group>
          {selected.size > 0 && (
            <Group gap="sm">
              <Text size="sm" aria-live="polite">
                {selected.size} selected
              </Text>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => setConfirming(items.filter((item) => selected.has(item._id)))}
              >
                Delete selected permanently
              </Button>
            </Group>
          )}
        </Group>

        {bin.isPending && <LoadingRows label="Loading the bin" />}
        {bin.isError && (
          <LoadError
            title="The bin could not be loaded"
            error={bin.error}
            onRetry={() => void bin.refetch()}
          />
        )}
        {bin.data && items.length === 0 && (
          <EmptyState
            icon={<IconTrashOff size={30} />}
            title={search ? `No deleted ${noun} match your search` : `No deleted ${noun}`}
            actions={
              search ? undefined : (
                <Button component={Link} to="/company/documents" variant="light">
                  Go to documents
                </Button>
              )
            }
          >
            {search
              ? "Try another name."
              : `${typeLabels[type]} you delete come here first, so you can restore them if you change your mind.`}
          </EmptyState>
        )}
        {items.length > 0 && (
          <Stack gap="md" aria-busy={bin.isFetching}>
            <BinTable
              type={type}
              items={items}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              onRestore={(item) => restore.mutate(item)}
              onDelete={(item) => setConfirming([item])}
              restoring={restore.isPending ? (restore.variables?._id ?? null) : null}
            />
            <Pager
              page={page}
              size={size}
              shown={items.length}
              total={total}
              noun={noun}
              onChange={setPage}
            />
          </Stack>
        )}
      </Stack>
      <ConfirmDeleteModal
        items={confirming}
        type={type}
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && remove.mutate(confirming)}
      />
    </Container>
  );
}
