import type { DocumentListItem } from "@cloudoc/contract";
import { Group, Pagination, Radio, ScrollArea, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fetchAllDocuments, libraryKey } from "../documents-api";
import { pageCount } from "../view-rules";
import { FolderIcon } from "./Badges";
import classes from "./documents.module.css";

const pickerPageSize = 8;

/** Choose one of the company's documents to start from, searched by name or policy number. */
export function SourcePicker({
  value,
  onChange,
}: {
  value: DocumentListItem | null;
  onChange: (item: DocumentListItem) => void;
}) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [libraryKey, "all", search, page],
    queryFn: () => fetchAllDocuments(search, page, pickerPageSize),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(list.data?.total ?? 0, pickerPageSize);
  return (
    <Stack gap="sm">
      <TextInput
        label="Find the document to copy"
        placeholder="Name or policy number"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
      />
      <ScrollArea.Autosize mah={480} type="auto" className={classes.pickerBox}>
        {list.isPending ? (
          <Stack gap={6} p="sm" aria-busy="true">
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} height={44} />
            ))}
          </Stack>
        ) : (
          <Radio.Group
            value={value?._id ?? null}
            onChange={(id) => {
              const item = list.data?.list.find((d) => d._id === id);
              if (item) onChange(item);
            }}
            aria-label="Documents"
          >
            <Stack gap={0}>
              {list.data?.list.length === 0 && (
                <Text size="sm" c="dimmed" p="md">
                  {search ? `No documents match “${search}”.` : "Your library has no documents yet."}
                </Text>
              )}
              {list.data?.list.map((item) => (
                <Radio.Card
                  key={item._id}
                  value={item._id}
                  radius={0}
                  p="sm"
                  withBorder={false}
                  style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {item.name}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        <FolderIcon colour={item.iconcolour} size={14} />
                        <Text size="xs" c="dimmed" truncate="end">
                          {[item.policyNumber, item.folderName ?? "Top level"].filter(Boolean).join(" · ")}
                        </Text>
                      </Group>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </ScrollArea.Autosize>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
          })}
          getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
        />
      )}
    </Stack>
  );
}
