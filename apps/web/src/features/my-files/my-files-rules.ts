import { type MyFile, type MyFolder, myFilePdfMaxBytes, myFilesMessages } from "@cloudoc/contract";

/** My Files rules the screens share (spec 001 §2, §5; issue 16), with no I/O. */

/** The two addresses of My Files (spec 001 §2): links stay under the one the user came in by. */
export type MyFilesBase = "/company/myfiles" | "/company/myDocuments";

export function myFilesBaseOf(pathname: string): MyFilesBase {
  return pathname.startsWith("/company/myDocuments") ? "/company/myDocuments" : "/company/myfiles";
}

/** What is wrong with a file chosen for upload, or null: PDF only, not empty, within the cap. */
export function pdfProblem(file: Pick<File, "name" | "type" | "size"> | null): string | null {
  if (!file) return myFilesMessages.choosePdf;
  const looksPdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!looksPdf) return myFilesMessages.pdfOnly;
  if (file.size === 0) return myFilesMessages.choosePdf;
  if (file.size > myFilePdfMaxBytes) return myFilesMessages.pdfTooLarge;
  return null;
}

/** The name an uploaded PDF starts with: its file name without ".pdf". */
export const nameFromPdf = (fileName: string): string => fileName.replace(/\.pdf$/i, "").trim();

/** The name a copy is offered under. */
export const copyNameOf = (name: string): string => `Copy of ${name}`;

/** "12 KB", "1.4 MB"; bytes under 1 KB as "1 KB" (no file shows as 0). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const kindLabel = (file: Pick<MyFile, "kind">): string => (file.kind === "pdf" ? "PDF" : "Document");

/** A folder as a move or copy target: its whole path, so two "Policies" folders tell apart. */
export const folderPathLabel = (folder: Pick<MyFolder, "root">): string =>
  folder.root.map((step) => step.folderName).join(" / ");

export interface FolderNode {
  folder: MyFolder;
  children: FolderNode[];
}

/** The folder tree from the flat list (any order); a folder whose parent is missing sits at the top. */
export function folderTreeOf(folders: readonly MyFolder[]): FolderNode[] {
  const nodes = new Map(folders.map((folder) => [folder._id, { folder, children: [] as FolderNode[] }]));
  const top: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parent ? nodes.get(node.folder.parent) : undefined;
    (parent ? parent.children : top).push(node);
  }
  const byName = (a: FolderNode, b: FolderNode) =>
    a.folder.folderName.localeCompare(b.folder.folderName, "en-GB", { sensitivity: "base" });
  const sort = (list: FolderNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.children);
  };
  sort(top);
  return top;
}
