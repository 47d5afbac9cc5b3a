import { z } from "zod";
import { isAbsent } from "./absent";
import { userIdField } from "./commerce";
import type { Role } from "./constants";
import { fileNameSchema, orientationSchema, policyNumberSchema, recordIdSchema } from "./documents";
import { type Permission, permissions } from "./permissions";

/**
 * Who may do what in the company document library (spec 000 §6, spec 001 §6), as one pure rule
 * shared by the server (the authority) and the web (which hides what the user may not do).
 */

export type LibraryAction =
  | "read"
  | "bin"
  | "createDocument"
  | "createFolder"
  | "editDocument"
  | "editFolder"
  | "deleteDocument"
  | "deleteFolder";

/**
 * For a staff user (role user): the permissions that allow each action, any one being enough,
 * for records the user created (`own`) and for everyone else's (`others`, which includes the
 * documents and folders filled from the library). "always" needs nothing beyond reading. The
 * owner may do everything; employees and platform admins nothing. Every action needs `read` too.
 */
export const libraryRules: Record<
  LibraryAction,
  { own: readonly Permission[] | "always"; others: readonly Permission[] }
> = {
  read: {
    own: [permissions.documents, permissions.manageUsers],
    others: [permissions.documents, permissions.manageUsers],
  },
  bin: {
    own: [permissions.bin, permissions.manageUsers],
    others: [permissions.bin, permissions.manageUsers],
  },
  createDocument: { own: [permissions.addDocument], others: [permissions.addDocument] },
  createFolder: { own: [permissions.addFolder], others: [permissions.addFolder] },
  editDocument: { own: "always", others: [permissions.editAll] },
  editFolder: { own: "always", others: [permissions.editAll] },
  deleteDocument: {
    own: [permissions.deleteAnyDocument, permissions.deleteOwnDocuments],
    others: [permissions.deleteAnyDocument],
  },
  deleteFolder: {
    own: [permissions.deleteAnyFolder, permissions.deleteOwnFolders],
    others: [permissions.deleteAnyFolder, permissions.deleteFoldersOfOthers],
  },
};

/** The user an action is checked for: role, granted permissions and id. */
export interface LibraryUser {
  role: Role | undefined;
  permissions: readonly string[];
  userId: string | undefined;
}

/** The record an action is about: who created it (null for what the library filled). */
export interface OwnedRecord {
  createdBy: string | null;
}

/** Whether `user` may do `action` (on `record`, when the rule depends on who created it). */
export function canInLibrary(user: LibraryUser, action: LibraryAction, record?: OwnedRecord): boolean {
  if (user.role === "company") return true;
  if (user.role !== "user") return false;
  const held = (list: readonly Permission[]) => list.some((p) => user.permissions.includes(p));
  if (action !== "read" && !canInLibrary(user, "read")) return false;
  const rule = libraryRules[action];
  const own =
    record === undefined ||
    (record.createdBy !== null && user.userId !== undefined && record.createdBy === user.userId);
  const needed = own ? rule.own : rule.others;
  return needed === "always" || held(needed);
}

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);

/**
 * POST /user/share-like/copy: a new document started from one of the company's documents (its
 * content, header, footer and values), in a folder of the company or at the top level. The
 * orientation defaults to the source's.
 */
export const copyFileSchema = z.object({
  fileId: recordIdSchema,
  folderId: z.preprocess(absentToUndefined, recordIdSchema.optional()),
  fileName: fileNameSchema,
  policyNumber: policyNumberSchema,
  format: z.preprocess(absentToUndefined, orientationSchema.optional()),
  userId: userIdField,
});
export type CopyFileRequest = z.infer<typeof copyFileSchema>;
