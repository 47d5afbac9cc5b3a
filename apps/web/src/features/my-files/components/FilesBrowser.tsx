import { type MyFilesItem, pageSizes } from "@cloudoc/contract";
import {
  Anchor,
  Breadcrumbs,
  Button,
  Drawer,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import {
  IconFilePlus,
  IconFiles,
  IconFolderPlus,
  IconFolders,
  IconSearch,
  IconUpload,
} from "@tabler/icons-react";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import classes from "../../documents/ui/documents.module.css";
import { useMyFilesActions } from "../hooks/use-my-files-actions";
import { useMyFilesList } from "../hooks/use-my-files-list";
import type { MyFilesBase } from "../my-files-rules";
import { FolderTree } from "./FolderTree";
import type { ItemCommand } from "./ItemMenu";
import { ItemsTable } from "./ItemsTable";
import { MyFilesDialogs } from "./MyFilesDialogs";

interface Props {
  base: MyFilesBase;
  /** The bin: what the user deleted, to restore or delete for good. */
  bin?: boolean;
  canSign: boolean;
}

/** Browses My Files (or its bin): the folder tree, the path, search, 25 a page, and every change. */
export function FilesBrowser({ base, bin = false, canSign }: Props) {
  const list = useMyFilesList(bin);
  const actions = useMyFilesActions({ base, folderId: list.place.folderId });
  const narrow = useMediaQuery("(max-width: 62em)") ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const data = list.query.data;
  const path = data?.folder?.root ?? [];
  const folderName = data?.folder?.folderName ?? "My Files";
  const showTree = !bin;

  const onCommand = (command: ItemCommand, item: MyFilesItem) => {
    if (command === "open")
      return item.type === "folder" ? list.openFolder(item._id) : actions.openFile(item);
    if (command === "restore") return actions.mutations.remove.mutate({ item, key: "restore" });
    if (item.type === "file") {
      if (command === "details") return actions.openFile(item, "details");
      if (command === "pdf" || command === "word")
        return actions.download.mutate({ file: item, type: command });
      if (command === "share" || command === "sign") return actions.setDialog({ kind: command, file: item });
    }
    if (
      command === "rename" ||
      command === "move" ||
      command === "copy" ||
      command === "delete" ||
      command === "deleteForGood"
    ) {
      actions.setDialog({ kind: command, item });
    }
  };
  const openFolder = (id: string | null) => {
    list.openFolder(id);
    drawer.close();
  };
  const tree = (
    <FolderTree selectedId={list.place.folderId} reveal={path.map((step) => step.id)} onSelect={openFolder} />
  );

  const main = (
    <Stack gap="md" style={{ minWidth: 0 }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={bin ? "Search the bin" : "Search my files"}
          placeholder="Name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.searchText}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        {!bin && (
          <Group gap="xs" wrap="wrap">
            {narrow && (
              <Button
                variant="default"
                leftSection={<IconFolders size={16} aria-hidden="true" />}
                onClick={drawer.open}
              >
                Folders
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
              onClick={() => actions.setDialog({ kind: "newFolder" })}
            >
              New folder
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              onClick={() => actions.setDialog({ kind: "upload" })}
            >
              Upload PDF
            </Button>
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden="true" />}
              onClick={() => actions.setDialog({ kind: "newFile" })}
            >
              New file
            </Button>
          </Group>
        )}
      </Group>
      {!bin && list.place.search === "" && (
        <nav aria-label="Folder path">
          <Breadcrumbs separatorMargin={6}>
            <Anchor component="button" type="button" size="sm" onClick={() => openFolder(null)}>
              All my files
            </Anchor>
            {path.map((step, n) =>
              n === path.length - 1 ? (
                <Text key={step.id} size="sm" fw={600} aria-current="page">
                  {step.folderName}
                </Text>
              ) : (
                <Anchor
                  key={step.id}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => openFolder(step.id)}
                >
                  {step.folderName}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      {list.query.isPending && <LoadingRows label="Loading your files" />}
      {list.query.isError && (
        <LoadError
          title="Your files could not be loaded"
          error={list.query.error}
          onRetry={() => void list.query.refetch()}
        />
      )}
      {data?.list.length === 0 && (
        <EmptyState icon={<IconFiles size={28} />} title={emptyTitle(bin, list.place.search)}>
          {bin
            ? "Files and folders you delete wait here until you restore them or delete them for good."
            : list.place.search
              ? "Try another name."
              : "Create a file in the editor, upload a PDF or add a folder to organise your files."}
        </EmptyState>
      )}
      {data && data.list.length > 0 && (
        <Stack gap="sm" aria-busy={list.query.isFetching}>
          <ItemsTable items={data.list} inBin={bin} canSign={canSign} onCommand={onCommand} />
          <Pager
            page={list.page}
            size={pageSizes.myFiles}
            total={data.total}
            noun="items"
            onChange={list.setPage}
          />
        </Stack>
      )}
    </Stack>
  );

  return (
    <>
      {showTree && !narrow ? (
        <div className={classes.layout}>
          <Paper radius="md" className={classes.sidePanel}>
            <Text fw={700} size="sm" px="md" pt="md" pb="xs">
              Folders
            </Text>
            <ScrollArea type="auto" px="xs" pb="sm" style={{ flex: 1 }}>
              {tree}
            </ScrollArea>
          </Paper>
          {main}
        </div>
      ) : (
        main
      )}
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Folders" size="xs">
        {tree}
      </Drawer>
      <MyFilesDialogs actions={actions} folderName={folderName} />
    </>
  );
}

function emptyTitle(bin: boolean, search: string): string {
  if (bin) return "The bin is empty";
  if (search) return `Nothing named like “${search}”`;
  return "No files here yet";
}
