import type { DocumentListItem, Folder } from "@cloudoc/contract";
import { Button, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconFilePlus, IconFolderOpen, IconFolderPlus, IconSearch } from "@tabler/icons-react";
import { EmptyState, LoadError } from "../../../ui/States";
import type { DocumentsBrowser } from "../use-documents-browser";
import { pageSelection } from "../view-rules";
import { DocumentGrid } from "./DocumentGrid";
import { DocumentTable } from "./DocumentTable";
import type { DocumentAbilities, DocumentCommand, FolderAbilities, FolderCommand } from "./ItemMenus";

interface ContentProps {
  browser: DocumentsBrowser;
  onDocument: (command: DocumentCommand, item: DocumentListItem) => void;
  onFolder: (command: FolderCommand, folder: Folder) => void;
  documentCan: (item: DocumentListItem) => DocumentAbilities;
  folderCan: (folder: Folder) => FolderAbilities;
  canCreateDocument: boolean;
  canCreateFolder: boolean;
  onNewDocument: () => void;
  onNewFolder: () => void;
  onSearchEverywhere: () => void;
}

function Loading({ view }: { view: "grid" | "list" }) {
  const blocks = ["a", "b", "c", "d", "e", "f"];
  return view === "grid" ? (
    <SimpleGrid
      type="container"
      cols={{ base: 1, "480px": 2, "900px": 3 }}
      spacing="md"
      aria-busy="true"
      aria-label="Loading documents"
    >
      {blocks.map((key) => (
        <Skeleton key={key} height={188} radius="md" />
      ))}
    </SimpleGrid>
  ) : (
    <Stack gap="xs" aria-busy="true" aria-label="Loading documents">
      {blocks.map((key) => (
        <Skeleton key={key} height={52} radius="sm" />
      ))}
    </Stack>
  );
}

function Empty(props: ContentProps) {
  const { browser } = props;
  const create = (
    <Group justify="center" gap="sm">
      {props.canCreateDocument && (
        <Button leftSection={<IconFilePlus size={16} aria-hidden="true" />} onClick={props.onNewDocument}>
          New document
        </Button>
      )}
      {props.canCreateFolder && (
        <Button
          variant="default"
          leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
          onClick={props.onNewFolder}
        >
          {browser.folderId ? "New sub-folder" : "New folder"}
        </Button>
      )}
    </Group>
  );
  if (browser.search !== undefined) {
    return (
      <EmptyState
        icon={<IconSearch size={28} />}
        title={`No documents match “${browser.search}”`}
        actions={
          browser.folderId ? (
            <Button variant="light" onClick={props.onSearchEverywhere}>
              Search all folders
            </Button>
          ) : undefined
        }
      >
        Search looks at names, policy numbers and the wording of your documents. Try fewer or different words.
      </EmptyState>
    );
  }
  if (browser.status !== "all") {
    return (
      <EmptyState icon={<IconFolderOpen size={28} />} title={`No ${browser.status} documents here`}>
        Choose “All statuses” to see every document in this folder.
      </EmptyState>
    );
  }
  if (browser.folderId) {
    return (
      <EmptyState icon={<IconFolderOpen size={28} />} title="This folder is empty" actions={create}>
        Add a document or a sub-folder to start filling it.
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<IconFolderOpen size={28} />} title="Your document library is empty" actions={create}>
      The policies in your subscription appear here once it is active. You can also create your own documents
      and folders.
    </EmptyState>
  );
}

/** The folders and documents of the open folder or the search, in the chosen view. */
export function BrowserContent(props: ContentProps) {
  const { browser } = props;
  const { query } = browser;
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="The documents could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Loading view={browser.view} />;
  if (browser.folders.length === 0 && browser.documents.length === 0) return <Empty {...props} />;
  const items = {
    folders: browser.search === undefined ? browser.folders : [],
    documents: browser.documents,
    selected: browser.selected,
    onToggle: browser.toggle,
    onDocument: props.onDocument,
    onFolder: props.onFolder,
    documentCan: props.documentCan,
    folderCan: props.folderCan,
    showFolder: browser.search !== undefined,
  };
  return browser.view === "grid" ? (
    <DocumentGrid {...items} />
  ) : (
    <DocumentTable
      {...items}
      pageSelection={pageSelection(
        browser.selected,
        browser.documents.map((d) => d._id),
      )}
      onTogglePage={browser.togglePage}
    />
  );
}
