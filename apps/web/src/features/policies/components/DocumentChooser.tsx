import type { DocumentListItem } from "@cloudoc/contract";
import {
  Badge,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { fetchAllDocuments } from "../../documents/documents-api";
import { checkDocumentsArePolicies, policyKeys } from "../api";

const pageSize = 10;

interface ChooserProps {
  /** One document (a single policy) or several (multi-create). */
  mode: "single" | "multi";
  selected: ReadonlyMap<string, DocumentListItem>;
  onChange: (selected: Map<string, DocumentListItem>) => void;
}

/** One document of the list, as a radio or a checkbox card. */
function DocumentOption({
  item,
  mode,
  already,
  checked,
  onToggle,
}: {
  item: DocumentListItem;
  mode: ChooserProps["mode"];
  already: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const text: ReactNode = (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {item.name}
      </Text>
      {item.policyNumber && (
        <Text size="xs" c="dimmed">
          {item.policyNumber}
        </Text>
      )}
      {already && (
        <Badge size="sm" variant="light" color="teal" style={{ textTransform: "none" }}>
          Already a staff policy
        </Badge>
      )}
    </Group>
  );
  return mode === "single" ? (
    <Radio value={item._id} label={text} disabled={already} />
  ) : (
    <Checkbox label={text} disabled={already} checked={checked} onChange={onToggle} />
  );
}

/**
 * The company's documents, searched by name or policy number, 10 at a time; documents that are
 * staff policies already say so and cannot be chosen again.
 */
export function DocumentChooser({ mode, selected, onChange }: ChooserProps) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const documents = useQuery({
    queryKey: ["company-library", "all", search, page, pageSize],
    queryFn: () => fetchAllDocuments(search, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const ids = (documents.data?.list ?? []).map((d) => d._id);
  const policies = useQuery({
    queryKey: policyKeys.documentsChecked(ids),
    queryFn: () => checkDocumentsArePolicies(ids),
    enabled: ids.length > 0,
  });
  const already = new Set((policies.data ?? []).map((p) => p.fileId));
  const toggle = (item: DocumentListItem) => {
    const next = new Map(mode === "single" ? [] : selected);
    if (selected.has(item._id) && mode === "multi") next.delete(item._id);
    else next.set(item._id, item);
    onChange(next);
  };
  const pages = Math.max(1, Math.ceil((documents.data?.total ?? 0) / pageSize));
  const list = documents.data?.list ?? [];
  const options = (
    <Stack gap="sm">
      {list.map((item) => (
        <DocumentOption
          key={item._id}
          item={item}
          mode={mode}
          already={already.has(item._id)}
          checked={selected.has(item._id)}
          onToggle={() => toggle(item)}
        />
      ))}
    </Stack>
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Find your document"
        placeholder="Name or policy number"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
      />
      <Paper withBorder p="md" radius="md" aria-busy={documents.isFetching}>
        {documents.isPending ? (
          <Stack gap={8}>
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} height={24} />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {search ? `No documents match “${search}”.` : "Your library has no documents yet."}
          </Text>
        ) : mode === "single" ? (
          <Radio.Group
            value={[...selected.keys()][0] ?? null}
            onChange={(id) => {
              const item = list.find((d) => d._id === id);
              if (item) toggle(item);
            }}
            aria-label="Your documents"
          >
            {options}
          </Radio.Group>
        ) : (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <VisuallyHidden component="legend">Your documents</VisuallyHidden>
            {options}
          </fieldset>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
          })}
        />
      )}
    </Stack>
  );
}
