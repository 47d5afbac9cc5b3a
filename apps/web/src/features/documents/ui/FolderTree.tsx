import type { Folder } from "@cloudoc/contract";
import { Loader, Skeleton, Stack, Text } from "@mantine/core";
import { IconChevronRight, IconFiles } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useFolder, useTopLevel } from "../use-library";
import { FolderIcon } from "./Badges";
import classes from "./documents.module.css";

interface TreeProps {
  /** The chosen folder; null is the top level. */
  selectedId: string | null;
  onSelect: (folderId: string | null) => void;
  /** Folders to show expanded (the path to the open folder). */
  reveal?: readonly string[];
  /** A menu beside each folder (the side panel's). */
  menu?: (folder: Folder) => ReactNode;
  rootLabel?: string;
  label: string;
}

interface NodeContext {
  selectedId: string | null;
  onSelect: (folderId: string | null) => void;
  expanded: ReadonlySet<string>;
  toggle: (folderId: string) => void;
  menu?: (folder: Folder) => ReactNode;
}

const childOptions = { sort: "default", status: "all", page: 1 } as const;

/** A folder's sub-folders, loaded when it is expanded. */
function Children({ folder, context }: { folder: Folder; context: NodeContext }) {
  const query = useFolder(folder._id, childOptions, 1);
  if (query.isPending) {
    return (
      <div className={classes.treeRow} style={{ paddingLeft: 28 }}>
        <Loader size="xs" aria-label={`Loading the sub-folders of ${folder.folderName}`} />
      </div>
    );
  }
  if (!query.data) return null;
  return (
    <ul>
      {query.data.folders.map((child) => (
        <FolderNode key={child._id} folder={child} context={context} />
      ))}
    </ul>
  );
}

function FolderNode({ folder, context }: { folder: Folder; context: NodeContext }) {
  const open = context.expanded.has(folder._id);
  const selected = context.selectedId === folder._id;
  return (
    <li>
      <div className={classes.treeRow} data-selected={selected || undefined}>
        {folder.folderCount > 0 ? (
          <button
            type="button"
            className={classes.treeToggle}
            aria-expanded={open}
            aria-label={`${open ? "Hide" : "Show"} the sub-folders of ${folder.folderName}`}
            onClick={() => context.toggle(folder._id)}
          >
            <IconChevronRight size={14} aria-hidden="true" />
          </button>
        ) : (
          <span className={classes.treeSpacer} />
        )}
        <button
          type="button"
          className={classes.treeButton}
          aria-current={selected ? "page" : undefined}
          onClick={() => context.onSelect(folder._id)}
          title={folder.folderName}
        >
          <FolderIcon colour={folder.colour} size={18} />
          <span className={classes.treeName}>{folder.folderName}</span>
        </button>
        {context.menu && <span className={classes.treeMenu}>{context.menu(folder)}</span>}
      </div>
      {open && <Children folder={folder} context={context} />}
    </li>
  );
}

/** The folder tree: folders and sub-folders, expandable, each a button that opens it. */
export function FolderTree({
  selectedId,
  onSelect,
  reveal,
  menu,
  rootLabel = "All documents",
  label,
}: TreeProps) {
  const top = useTopLevel({ sort: "default", status: "all" });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(reveal));
  const revealKey = reveal?.join("/") ?? "";

  useEffect(() => {
    if (revealKey === "") return;
    setExpanded((current) => new Set([...current, ...revealKey.split("/")]));
  }, [revealKey]);

  const context: NodeContext = {
    selectedId,
    onSelect,
    expanded,
    menu,
    toggle: (id) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  };

  return (
    <nav aria-label={label}>
      <ul className={classes.tree}>
        <li>
          <div className={classes.treeRow} data-selected={selectedId === null || undefined}>
            <span className={classes.treeSpacer} />
            <button
              type="button"
              className={classes.treeButton}
              aria-current={selectedId === null ? "page" : undefined}
              onClick={() => onSelect(null)}
            >
              <IconFiles size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />
              <span className={classes.treeName}>{rootLabel}</span>
            </button>
          </div>
        </li>
        {top.isPending && (
          <li>
            <Stack gap={6} p="xs" aria-busy="true">
              <Skeleton height={18} />
              <Skeleton height={18} />
              <Skeleton height={18} width="70%" />
            </Stack>
          </li>
        )}
        {top.isError && (
          <li>
            <Text size="sm" c="red" p="xs" role="alert">
              The folders could not be loaded.
            </Text>
          </li>
        )}
        {top.data?.folders.map((folder) => (
          <FolderNode key={folder._id} folder={folder} context={context} />
        ))}
      </ul>
    </nav>
  );
}
