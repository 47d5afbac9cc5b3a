import { canInLibrary, type DocumentListItem, type Folder } from "@cloudoc/contract";
import {
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Menu,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconFilePlus, IconFolderPlus, IconFolders, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { BulkExportButton } from "../../exports";
import { useForgetDocumentsPlaceOutside } from "../remembered-place";
import { BrowserContent } from "../ui/BrowserContent";
import { BulkBar } from "../ui/BulkBar";
import classes from "../ui/documents.module.css";
import { FolderTree } from "../ui/FolderTree";
import { type DocumentCommand, type FolderCommand, FolderMenu } from "../ui/ItemMenus";
import { Toolbar, ViewToggle } from "../ui/Toolbar";
import { BulkRestoreButton, UpdateDialogs, useUpdateCommands } from "../ui/UpdateDialogs";
import { useDocumentActions, useOpenDocument } from "../use-document-actions";
import { useDocumentsBrowser } from "../use-documents-browser";
import { useLibraryUser } from "../use-library";
import {
  type BulkKey,
  bulkActionStates,
  documentAbilities,
  folderAbilities,
  listSummary,
  pageCount,
  pageSelection,
} from "../view-rules";

/** The folder and document dialogs (a colour picker, text areas …) load when one is first opened. */
const BrowserDialogs = lazy(async () => ({ default: (await import("../ui/BrowserDialogs")).BrowserDialogs }));
/** The folders drawer is for narrow windows: it loads when first opened. */
const FoldersDrawer = lazy(() => import("../ui/FoldersDrawer"));

/**
 * /company/documents (spec 001 §2): the folder tree, breadcrumbs, grid or list view, sort,
 * status filter, ranked search, 10 per page, multi-select with bulk actions, and the folder and
 * document changes, each hidden when the user's permissions would not allow it.
 */
export function DocumentsPage() {
  useForgetDocumentsPlaceOutside();
  const user = useLibraryUser();
  const browser = useDocumentsBrowser();
  const openDocument = useOpenDocument();
  const narrow = useMediaQuery("(max-width: 62em)") ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (drawerOpened && !drawerLoaded) setDrawerLoaded(true);
  const actions = useDocumentActions({
    onFolderGone: (folder) => {
      const path = browser.folder?.path.map((p) => p._id) ?? [];
      if (browser.folderId === folder._id || path.includes(folder._id)) browser.openFolder(folder.parentId);
    },
    onBulkDone: browser.clearSelection,
  });
  const updates = useUpdateCommands();
  const canCreateDocument = canInLibrary(user, "createDocument");
  const canCreateFolder = canInLibrary(user, "createFolder");
  const current = browser.folderId ? browser.folder?.folder : undefined;

  const openFolder = (id: string | null) => {
    browser.openFolder(id);
    drawer.close();
  };
  const onFolder = (command: FolderCommand, folder: Folder) => {
    if (command === "open") return openFolder(folder._id);
    drawer.close();
    if (updates.onFolder(command, folder)) return;
    if (command === "subfolder") return actions.setDialog({ kind: "newFolder", parent: folder });
    if (command === "rename") return actions.setDialog({ kind: "renameFolder", folder });
    if (command === "colour") return actions.setDialog({ kind: "colour", folder });
    actions.setDialog({ kind: "deleteFolder", folder });
  };
  const onDocument = (command: DocumentCommand, item: DocumentListItem) => {
    if (command === "open") return openDocument(item._id);
    if (updates.onDocument(command, item)) return;
    if (command === "rename") return actions.setDialog({ kind: "renameDocument", item });
    if (command === "review") return actions.setDialog({ kind: "review", items: [item] });
    actions.setDialog({ kind: "deleteDocument", item });
  };
  const onBulk = (key: BulkKey) => {
    const items = browser.selectedItems;
    if (key === "review") return actions.setDialog({ kind: "review", items });
    if (key === "overwrite" || key === "delete")
      return actions.setDialog({ kind: "bulk", action: key, items });
    actions.bulk.mutate({ ids: items.map((i) => i._id), action: key });
  };
  const newFolder = () => actions.setDialog({ kind: "newFolder", parent: current ?? null });
  const newDocument = () => actions.setDialog({ kind: "newDocument", folderId: browser.folderId });

  const tree = (
    <FolderTree
      label="Folders"
      selectedId={browser.folderId}
      onSelect={openFolder}
      reveal={browser.folder?.path.map((p) => p._id)}
      menu={(folder) => (
        <FolderMenu folder={folder} size="sm" can={folderAbilities(user, folder)} onCommand={onFolder} />
      )}
    />
  );
  const pages = pageCount(browser.total);
  const pageIds = browser.documents.map((d) => d._id);
  const selection = pageSelection(browser.selected, pageIds);
  const bulkStates = bulkActionStates(browser.selectedItems, user);

  return (
    <Stack gap="lg">
      <title>{`${current ? `${current.folderName} | ` : ""}Documents | Cloudoc`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Documents</Title>
          <Text c="dimmed" size="sm">
            Your organisation&apos;s policies and procedures, by folder.{" "}
            <Anchor component={Link} to="/company/history" size="sm" underline="always">
              History of changes
            </Anchor>
          </Text>
        </div>
        {narrow ? (
          <Group gap="sm" grow w="100%" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconFolders size={16} aria-hidden="true" />}
              onClick={drawer.open}
            >
              Folders
            </Button>
            {(canCreateFolder || canCreateDocument) && (
              <Menu position="bottom-end" shadow="md" width={200}>
                <Menu.Target>
                  <Button leftSection={<IconPlus size={16} aria-hidden="true" />}>New</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {canCreateDocument && (
                    <Menu.Item leftSection={<IconFilePlus size={16} />} onClick={newDocument}>
                      New document
                    </Menu.Item>
                  )}
                  {canCreateFolder && (
                    <Menu.Item leftSection={<IconFolderPlus size={16} />} onClick={newFolder}>
                      {current ? "New sub-folder" : "New folder"}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        ) : (
          <Group gap="sm">
            {canCreateFolder && (
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
                onClick={newFolder}
              >
                {current ? "New sub-folder" : "New folder"}
              </Button>
            )}
            {canCreateDocument && (
              <Button leftSection={<IconFilePlus size={16} aria-hidden="true" />} onClick={newDocument}>
                New document
              </Button>
            )}
          </Group>
        )}
      </Group>

      <div className={classes.layout}>
        {!narrow && (
          <Paper radius="md" className={classes.sidePanel}>
            <Text fw={700} size="sm" px="md" pt="md" pb="xs">
              Folders
            </Text>
            <ScrollArea type="auto" px="xs" pb="sm" style={{ flex: 1 }}>
              {tree}
            </ScrollArea>
          </Paper>
        )}

        <Stack gap="md" style={{ minWidth: 0 }}>
          <nav aria-label="Folder path">
            <Breadcrumbs separatorMargin={6}>
              <Anchor component="button" type="button" size="sm" onClick={() => openFolder(null)}>
                All documents
              </Anchor>
              {(browser.folder?.path ?? []).map((step, n, all) =>
                n === all.length - 1 ? (
                  <Text key={step._id} size="sm" fw={600} aria-current="page">
                    {step.folderName}
                  </Text>
                ) : (
                  <Anchor
                    key={step._id}
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => openFolder(step._id)}
                  >
                    {step.folderName}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </nav>

          <Toolbar browser={browser} />

          <Group justify="space-between" gap="xs" mih={28}>
            <Group gap="sm">
              {browser.view === "grid" && pageIds.length > 0 && (
                <Checkbox
                  label="Select page"
                  checked={selection === "all"}
                  indeterminate={selection === "some"}
                  onChange={browser.togglePage}
                />
              )}
            </Group>
            <Group gap="md">
              <Text size="sm" c="dimmed" role="status">
                {browser.search !== undefined
                  ? `${browser.total} result${browser.total === 1 ? "" : "s"} for “${browser.search}”`
                  : browser.query.data
                    ? listSummary(
                        browser.page,
                        browser.documents.length,
                        browser.total,
                        browser.folders.length,
                      )
                    : ""}
              </Text>
              <ViewToggle browser={browser} />
            </Group>
          </Group>

          {browser.selected.size > 0 && (
            <BulkBar
              count={browser.selected.size}
              states={bulkStates}
              busy={actions.busy}
              onAction={onBulk}
              onClear={browser.clearSelection}
              restoreSlot={
                <BulkRestoreButton
                  state={bulkStates.overwrite}
                  busy={actions.busy}
                  onClick={() => updates.restoreSelection(browser.selectedItems)}
                />
              }
              exportSlot={
                <BulkExportButton
                  ids={[...browser.selected]}
                  size="xs"
                  variant="default"
                  onStarted={browser.clearSelection}
                />
              }
            />
          )}

          <div aria-busy={browser.query.isFetching}>
            <BrowserContent
              browser={browser}
              onDocument={onDocument}
              onFolder={onFolder}
              documentCan={(item) => documentAbilities(user, item)}
              folderCan={(folder) => folderAbilities(user, folder)}
              canCreateDocument={canCreateDocument}
              canCreateFolder={canCreateFolder}
              onNewDocument={newDocument}
              onNewFolder={newFolder}
              onSearchEverywhere={() => browser.searchEverywhere()}
            />
          </div>

          {pages > 1 && (
            <Pagination
              total={pages}
              value={browser.page}
              onChange={(page) => {
                browser.setPage(page);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
              getControlProps={(control) => ({
                "aria-label":
                  control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
              })}
              getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
            />
          )}
        </Stack>
      </div>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <FoldersDrawer opened={drawerOpened} onClose={drawer.close}>
            {tree}
          </FoldersDrawer>
        </Suspense>
      )}
      {actions.dialog && (
        <Suspense fallback={null}>
          <BrowserDialogs actions={actions} />
        </Suspense>
      )}
      <UpdateDialogs dialog={updates.dialog} onClose={updates.close} onDone={browser.clearSelection} />
    </Stack>
  );
}
