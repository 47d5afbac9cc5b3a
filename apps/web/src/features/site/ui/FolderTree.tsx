import { Badge, Box, Stack } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { useProgressiveCount } from "../../../lib/use-progressive-count";
import type { PackageDocument, PackageFolderNode } from "../types";
import { KindBadge } from "./KindBadge";
import classes from "./site.module.css";

/** Documents in a folder and all its sub-folders. */
export function documentCount(folder: PackageFolderNode): number {
  return folder.documents.length + folder.folders.reduce((sum, child) => sum + documentCount(child), 0);
}

/**
 * One document of a package. Plain elements rather than Mantine's Group and Text: a package lists
 * up to a hundred documents, and on a phone each Mantine component in a row adds to the pause
 * before the list can be scrolled (issue 20).
 */
export function DocumentRow({ doc }: { doc: PackageDocument }) {
  return (
    <li className={classes.docRow}>
      <div className={classes.docHeading}>
        <span className={classes.policyNumber}>{doc.policyNumber}</span>
        <span className={classes.docName}>{doc.name}</span>
        <KindBadge kind={doc.kind} />
      </div>
      {doc.summary && <p className={classes.docSummary}>{doc.summary}</p>}
    </li>
  );
}

function FolderSection({ folder, level }: { folder: PackageFolderNode; level: number }) {
  const count = documentCount(folder);
  if (count === 0) return null;
  const Heading = `h${Math.min(level, 6)}` as "h3";
  return (
    <Box component="section" className={classes.folder}>
      <Heading className={classes.folderTitle}>
        <IconFolder size={20} aria-hidden="true" color="var(--mantine-color-brand-7)" />
        <span>{folder.name}</span>
        <Badge variant="light" color="gray" size="sm" ml="auto" style={{ flexShrink: 0 }}>
          {count} {count === 1 ? "document" : "documents"}
        </Badge>
      </Heading>
      {folder.documents.length > 0 && (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {folder.documents.map((doc) => (
            <DocumentRow key={doc._id} doc={doc} />
          ))}
        </ul>
      )}
      {folder.folders.length > 0 && (
        <Stack gap="sm" p="sm">
          {folder.folders.map((child) => (
            <FolderSection key={child._id} folder={child} level={level + 1} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * A package's folders with their documents; empty folders (after a search) are left out. The first
 * folder renders with the page and the others one at a time while the browser is idle: on a phone
 * the list is below the fold, and rendering all of it at once was the page's longest pause after
 * its first paint (Lighthouse's blocking time 293 → 256 ms, median of five).
 */
export function FolderTree({ folders, level = 3 }: { folders: PackageFolderNode[]; level?: number }) {
  const shown = useProgressiveCount(folders.length, 1);
  return (
    <Stack gap="md">
      {folders.slice(0, shown).map((folder) => (
        <FolderSection key={folder._id} folder={folder} level={level} />
      ))}
    </Stack>
  );
}
