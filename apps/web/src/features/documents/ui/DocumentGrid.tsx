import type { DocumentListItem, Folder } from "@cloudoc/contract";
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { formatDate } from "../../../lib/format";
import type { SearchResult } from "../documents-api";
import { FolderIcon, StatusBadges } from "./Badges";
import classes from "./documents.module.css";
import { DocumentMenu, FolderMenu } from "./ItemMenus";
import { folderSummary, type ItemsProps, isSearchResult } from "./items";
import { Snippet } from "./Snippet";

function FolderTile({ folder, props }: { folder: Folder; props: ItemsProps }) {
  return (
    <Paper p="sm" radius="md" className={classes.folderTile}>
      <button type="button" className={classes.folderOpen} onClick={() => props.onFolder("open", folder)}>
        <FolderIcon colour={folder.colour} size={34} />
        <span style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2} title={folder.folderName}>
            {folder.folderName}
          </Text>
          <Text size="xs" c="dimmed">
            {folderSummary(folder)}
          </Text>
        </span>
      </button>
      <FolderMenu folder={folder} can={props.folderCan(folder)} onCommand={props.onFolder} />
    </Paper>
  );
}

function DocumentCard({ item, props }: { item: DocumentListItem | SearchResult; props: ItemsProps }) {
  const selected = props.selected.has(item._id);
  return (
    <Paper p="md" radius="md" className={classes.card} data-selected={selected || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          checked={selected}
          onChange={() => props.onToggle(item)}
          aria-label={`Select ${item.name}`}
          mt={3}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <button type="button" className={classes.cardTitle} onClick={() => props.onDocument("open", item)}>
            {item.name}
          </button>
          <Group gap={6} wrap="nowrap">
            <IconFileText
              size={15}
              color="var(--mantine-color-brand-7)"
              aria-hidden="true"
              style={{ flex: "none" }}
            />
            <Text size="xs" c="dimmed" truncate="end">
              {item.policyNumber ? `Policy ${item.policyNumber}` : "No policy number"}
            </Text>
          </Group>
        </Stack>
        <DocumentMenu item={item} can={props.documentCan(item)} onCommand={props.onDocument} />
      </Group>
      {isSearchResult(item) && item.snippet && <Snippet snippet={item.snippet} />}
      <StatusBadges item={item} />
      <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <FolderIcon colour={item.iconcolour} size={16} />
          <Text size="xs" c="dimmed" truncate="end">
            {props.showFolder
              ? (item.folderName ?? "Top level")
              : item.format === "landscape"
                ? "Landscape"
                : "Portrait"}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ flex: "none" }}>
          Updated {formatDate(item.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}

/** The grid view (the default, spec 001 §9): folder tiles, then document cards. */
export function DocumentGrid(props: ItemsProps) {
  return (
    <Stack gap="md">
      {props.folders.length > 0 && (
        <SimpleGrid
          type="container"
          cols={{ base: 1, "480px": 2, "900px": 3 }}
          spacing="sm"
          aria-label="Folders"
          component="section"
        >
          {props.folders.map((folder) => (
            <FolderTile key={folder._id} folder={folder} props={props} />
          ))}
        </SimpleGrid>
      )}
      {props.documents.length > 0 && (
        <SimpleGrid
          type="container"
          cols={{ base: 1, "480px": 2, "900px": 3 }}
          spacing="md"
          aria-label="Documents"
          component="section"
        >
          {props.documents.map((item) => (
            <DocumentCard key={item._id} item={item} props={props} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
