import type { MyFolder } from "@cloudoc/contract";
import { Skeleton, Stack, Text } from "@mantine/core";
import { IconChevronRight, IconFiles } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { FolderIcon } from "../../documents/ui/Badges";
import classes from "../../documents/ui/documents.module.css";
import { type FolderNode, folderTreeOf } from "../my-files-rules";
import { fetchMyFolders, myFilesKeys } from "../queries/my-files-api";

interface Props {
  /** The open folder; null is the top. */
  selectedId: string | null;
  /** The open folder's path, to show it expanded. */
  reveal: readonly string[];
  onSelect: (folderId: string | null) => void;
}

interface NodeContext {
  selectedId: string | null;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  onSelect: (folderId: string | null) => void;
}

function Node({ node, context }: { node: FolderNode; context: NodeContext }) {
  const { folder, children } = node;
  const open = context.expanded.has(folder._id);
  const selected = context.selectedId === folder._id;
  return (
    <li>
      <div className={classes.treeRow} data-selected={selected || undefined}>
        {children.length > 0 ? (
          <button
            type="button"
            className={classes.treeToggle}
            aria-expanded={open}
            aria-label={`${open ? "Hide" : "Show"} the folders in ${folder.folderName}`}
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
          <FolderIcon colour={null} size={18} />
          <span className={classes.treeName}>{folder.folderName}</span>
        </button>
      </div>
      {open && (
        <ul>
          {children.map((child) => (
            <Node key={child.folder._id} node={child} context={context} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The user's folder tree (all their folders in one call), each a button that opens it. */
export function FolderTree({ selectedId, reveal, onSelect }: Props) {
  const folders = useQuery({ queryKey: [myFilesKeys.folders], queryFn: fetchMyFolders });
  const tree = useMemo(() => folderTreeOf(folders.data ?? ([] as MyFolder[])), [folders.data]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(reveal));
  const revealKey = reveal.join("/");
  useEffect(() => {
    if (revealKey !== "") setExpanded((current) => new Set([...current, ...revealKey.split("/")]));
  }, [revealKey]);
  const context: NodeContext = {
    selectedId,
    expanded,
    onSelect,
    toggle: (id) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
  return (
    <nav aria-label="My folders">
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
              <span className={classes.treeName}>All my files</span>
            </button>
          </div>
        </li>
        {folders.isPending && (
          <li>
            <Stack gap={6} p="xs" aria-busy="true">
              <Skeleton height={18} />
              <Skeleton height={18} width="70%" />
            </Stack>
          </li>
        )}
        {folders.isError && (
          <li>
            <Text size="sm" c="red" p="xs" role="alert">
              The folders could not be loaded.
            </Text>
          </li>
        )}
        {tree.map((node) => (
          <Node key={node.folder._id} node={node} context={context} />
        ))}
      </ul>
    </nav>
  );
}
