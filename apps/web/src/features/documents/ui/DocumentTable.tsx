import { Checkbox, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import { FolderIcon, StatusBadges } from "./Badges";
import classes from "./documents.module.css";
import { DocumentMenu, FolderMenu } from "./ItemMenus";
import { folderSummary, type ItemsProps, isSearchResult } from "./items";
import { Snippet } from "./Snippet";

const orientationLabel = (format: string) => (format === "landscape" ? "Landscape" : "Portrait");

/** The list view: one row per folder, then one per document, with a selection column. */
export function DocumentTable(
  props: ItemsProps & { pageSelection: "none" | "some" | "all"; onTogglePage: () => void },
) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label="Select every document on this page"
                checked={props.pageSelection === "all"}
                indeterminate={props.pageSelection === "some"}
                onChange={props.onTogglePage}
                disabled={props.documents.length === 0}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>Last updated</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.folders.map((folder) => (
            <Table.Tr key={folder._id}>
              <Table.Td />
              <Table.Td colSpan={2}>
                <Group gap="sm" wrap="nowrap">
                  <FolderIcon colour={folder.colour} size={22} />
                  <button
                    type="button"
                    className={classes.rowName}
                    onClick={() => props.onFolder("open", folder)}
                  >
                    {folder.folderName}
                  </button>
                  <Text size="xs" c="dimmed">
                    {folderSummary(folder)}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(folder.updatedAt)}</Table.Td>
              <Table.Td>
                <FolderMenu folder={folder} can={props.folderCan(folder)} onCommand={props.onFolder} />
              </Table.Td>
            </Table.Tr>
          ))}
          {props.documents.map((item) => {
            const selected = props.selected.has(item._id);
            return (
              <Table.Tr key={item._id} bg={selected ? "var(--mantine-color-brand-0)" : undefined}>
                <Table.Td>
                  <Checkbox
                    checked={selected}
                    onChange={() => props.onToggle(item)}
                    aria-label={`Select ${item.name}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <IconFileText
                      size={20}
                      color="var(--mantine-color-brand-7)"
                      aria-hidden="true"
                      style={{ flex: "none", marginTop: 2 }}
                    />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <button
                        type="button"
                        className={classes.rowName}
                        onClick={() => props.onDocument("open", item)}
                      >
                        {item.name}
                      </button>
                      <Group gap={6} wrap="nowrap">
                        <FolderIcon colour={item.iconcolour} size={14} />
                        <Text size="xs" c="dimmed">
                          {[
                            item.policyNumber ? `Policy ${item.policyNumber}` : "No policy number",
                            props.showFolder
                              ? (item.folderName ?? "Top level")
                              : orientationLabel(item.format),
                          ].join(" · ")}
                        </Text>
                      </Group>
                      {isSearchResult(item) && item.snippet && <Snippet snippet={item.snippet} />}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <StatusBadges item={item} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(item.updatedAt)}</Table.Td>
                <Table.Td>
                  <DocumentMenu item={item} can={props.documentCan(item)} onCommand={props.onDocument} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
