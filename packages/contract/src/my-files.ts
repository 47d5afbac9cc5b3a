import { z } from "zod";
import { isAbsent } from "./absent";
import { emailPattern } from "./account-rules";
import { limitSchema, optionalBody, searchTextSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { maxDocumentLength } from "./document-rules";
import { fileNameSchema, folderNameSchema, recordIdSchema } from "./documents";
import { envelopeOf, pagedOf } from "./envelope";
import { downloadLinkSchema } from "./exports";
import { messages } from "./messages";

/**
 * My Files (spec 001 §3, §5, §7 "My Files"; issue 16): a folder tree per user with files written in
 * the editor (header, inner and footer content) and uploaded PDFs, private to their owner. Another
 * user's or another company's id answers 404.
 */

export const myFilesMessages = {
  pdfOnly: "Only PDF files can be uploaded to My Files.",
  choosePdf: "Please choose a PDF file to upload.",
  pdfTooLarge: "The PDF must be 20 MB or smaller.",
  pdfUploaded: "PDF has been uploaded",
  pdfNotEditable: "An uploaded PDF cannot be edited. Download it, change it and upload it again.",
  pdfAsWord: "An uploaded PDF can be downloaded as PDF only.",
  fileMoved: "File has been moved",
  folderMoved: "Folder has been moved",
  folderCopied: "Folder has been copied",
  fileCopied: "File has been copied",
  fileSent: "File has been sent",
  intoItself: "A folder cannot be moved or copied into itself or one of its sub-folders.",
  emailInvalid: "Please check your email format",
} as const;

/** The size cap of an uploaded PDF (the form reader answers 413 past it). */
export const myFilePdfMaxBytes = 20 * 1024 * 1024;
/** A PDF larger than this is shared by link rather than attached to the email. */
export const myFileAttachmentMaxBytes = 10 * 1024 * 1024;
/** How long a link in a share email works. */
export const myFileShareLinkDays = 7;
/** How many files the recent list holds. */
export const recentMyFilesCount = 10;
/** The top of a user's My Files, as a target folder of a move or copy. */
export const myFilesTop = "root";

export const myFileKinds = ["editor", "pdf"] as const;
export type MyFileKind = (typeof myFileKinds)[number];
/** What an id names in the calls that take either (spec 001 §7 `type`). */
export const myFilesItemTypes = ["file", "folder"] as const;
export type MyFilesItemType = (typeof myFilesItemTypes)[number];
/** What POST /user/myfiles/delete does (`key`): to the bin (default), back from it, or for good. */
export const myFilesDeleteKeys = ["bin", "restore", "permanent"] as const;
export type MyFilesDeleteKey = (typeof myFilesDeleteKeys)[number];
/** How a shared file travels: attached to the email, or as a signed link that expires. */
export const myFileDeliveries = ["attachment", "link"] as const;
export const myFileFormats = ["pdf", "word"] as const;
export type MyFileFormat = (typeof myFileFormats)[number];

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const htmlSchema = z.string().max(maxDocumentLength, messages.documentTooLarge);
const optionalHtml = z.preprocess((value) => (value === null ? undefined : value), htmlSchema.optional());
const optionalId = z.preprocess(absentToUndefined, recordIdSchema.optional());
/** A target folder: its id, or `root` for the top; absent answers 'Please Select Folder'. */
const targetFolderSchema = z.preprocess(
  (value) => (isAbsent(value) ? "" : value),
  z.string(messages.selectFolder).trim().min(1, messages.selectFolder).max(100, messages.notFound),
);
const itemTypeOr = (fallback: MyFilesItemType) =>
  z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z.enum(myFilesItemTypes, messages.invalidRequest).default(fallback),
  );
const itemTypeSchema = itemTypeOr("file");
const filledText = (max: number) =>
  z.string(messages.fillRequiredFields).trim().min(1, messages.fillRequiredFields).max(max);
const requiredText = (max: number) =>
  z.preprocess((value) => (isAbsent(value) ? "" : value), filledText(max));

// ---- records ----

/** One step of a folder's path from the top ("root path list"). */
export const myFolderStepSchema = z.object({ id: z.string(), folderName: z.string() });
export type MyFolderStep = z.infer<typeof myFolderStepSchema>;

export const myFolderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.literal("folder"),
  folderName: z.string(),
  /** The folder it sits in; null at the top. */
  parent: z.string().nullable(),
  /** The top-level folder it is under (itself at the top). */
  mainFolder: z.string(),
  /** The path from the top down to this folder, itself included. */
  root: z.array(myFolderStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it went to the bin; null while live. */
  deletedAt: z.string().nullable(),
});
export type MyFolder = z.infer<typeof myFolderSchema>;

export const myFileSchema = z.object({
  _id: z.string(),
  type: z.literal("file"),
  fileName: z.string(),
  kind: z.enum(myFileKinds),
  /** The folder it sits in; null at the top. */
  parentId: z.string().nullable(),
  /** Bytes: the PDF's, or the editor content's. */
  size: z.number().int().nonnegative(),
  /** Counts saves; send it back with a save (409 when someone saved in between). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastOpenedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type MyFile = z.infer<typeof myFileSchema>;

/** A file opened in the editor or viewer; a PDF's content is empty and `link` shows it inline. */
export const myFileWithContentSchema = myFileSchema.extend({
  uId: z.string(),
  headerContent: z.string(),
  innerContent: z.string(),
  footerContent: z.string(),
  /** The inner content again, as spec 001 §3 names it. */
  content: z.string(),
  link: downloadLinkSchema.nullable(),
});
export type MyFileWithContent = z.infer<typeof myFileWithContentSchema>;

/** The details page: the file, where it is, and how often it was shared. */
export const myFileDetailsSchema = myFileSchema.extend({
  root: z.array(myFolderStepSchema),
  sentCount: z.number().int().nonnegative(),
  lastSentAt: z.string().nullable(),
});
export type MyFileDetails = z.infer<typeof myFileDetailsSchema>;

export const myFilesItemSchema = z.discriminatedUnion("type", [myFolderSchema, myFileSchema]);
export type MyFilesItem = z.infer<typeof myFilesItemSchema>;

/** A sent-file record (spec 001 §3). */
export const sentMyFileSchema = z.object({
  _id: z.string(),
  /** Null once the file is deleted for good. */
  fileId: z.string().nullable(),
  fileName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  delivery: z.enum(myFileDeliveries),
  format: z.enum(myFileFormats),
  linkExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SentMyFile = z.infer<typeof sentMyFileSchema>;

// ---- requests ----

/** GET /user/get/myfiles: a folder's folders then files (the top when folderId is absent), 25 a page. */
export const myFilesListSchema = optionalBody(
  z.object({
    folderId: optionalId,
    /** Non-empty: the user's files and folders anywhere whose name holds it. */
    searchValue: searchTextSchema,
    /** True: what the user sent to the bin (each item deleted on its own). */
    bin: z.preprocess(truthy, z.boolean()),
    skip: skipSchema,
    limit: limitSchema(pageSizes.myFiles),
    userId: userIdField,
  }),
);
export type MyFilesListRequest = z.infer<typeof myFilesListSchema>;

export const myFileIdSchema = z.object({ fileId: recordIdSchema, userId: userIdField });
export const myFolderQuerySchema = optionalBody(z.object({ folderId: optionalId, userId: userIdField }));
export const myFoldersSchema = optionalBody(z.object({ userId: userIdField }));

export const myFolderNameQuerySchema = z.object({
  id: recordIdSchema,
  type: itemTypeOr("folder"),
  userId: userIdField,
});

export const createMyFolderSchema = z.object({
  folderName: folderNameSchema,
  /** Absent: at the top. */
  parentId: optionalId,
  userId: userIdField,
});

/** POST /user/myfiles/rename/folder: renames a folder, or a file with type file (its name rules then). */
export const renameMyItemSchema = z
  .object({
    folderName: z.unknown(),
    type: itemTypeOr("folder"),
    folderId: recordIdSchema,
    userId: userIdField,
  })
  .transform((request, context) => {
    const name = (request.type === "file" ? fileNameSchema : folderNameSchema).safeParse(request.folderName);
    if (name.success) return { ...request, folderName: name.data };
    for (const issue of name.error.issues)
      context.addIssue({ code: "custom", message: issue.message, path: ["folderName"] });
    return z.NEVER;
  });
export type RenameMyItemRequest = z.infer<typeof renameMyItemSchema>;

/** The editor's three parts of a file, each optional. */
const contentFields = {
  headerContent: optionalHtml,
  innerContent: optionalHtml,
  footerContent: optionalHtml,
};

/** POST /create/new/myfiles/file: a new editor file (opened in the editor next). */
export const createMyFileSchema = z.object({
  fileName: fileNameSchema,
  parentId: optionalId,
  ...contentFields,
  userId: userIdField,
});
export type CreateMyFileRequest = z.infer<typeof createMyFileSchema>;

/** POST /user/savefile/toDraft: a copy of a file under a new name in a folder (root and mainParentId are read, not trusted). */
export const copyMyFileSchema = z.object({
  fileName: fileNameSchema,
  fileId: recordIdSchema,
  parentId: optionalId,
  root: z.unknown().optional(),
  mainParentId: z.unknown().optional(),
  userId: userIdField,
});
export type CopyMyFileRequest = z.infer<typeof copyMyFileSchema>;

/** POST /user/myfiles/save: new content; `content` stands for the inner content when innerContent is absent. */
export const saveMyFileSchema = z.object({
  fileId: recordIdSchema,
  content: optionalHtml,
  ...contentFields,
  /** The version the editor opened; absent skips the stale-save check. */
  version: z.preprocess(absentToUndefined, z.coerce.number().int().min(1).optional()),
  userId: userIdField,
});
export type SaveMyFileRequest = z.infer<typeof saveMyFileSchema>;

/** POST /user/myfiles/move: moves the file or folder `fileId` into the folder `id` (or `root`). */
export const moveMyItemSchema = z.object({
  id: targetFolderSchema,
  fileId: recordIdSchema,
  type: itemTypeSchema,
  userId: userIdField,
});
export type MoveMyItemRequest = z.infer<typeof moveMyItemSchema>;

/** POST /user/myfiles/delete: `key` bin (default), restore or permanent. */
export const deleteMyItemSchema = z.object({
  id: recordIdSchema,
  type: itemTypeSchema,
  key: z.preprocess(absentToUndefined, z.enum(myFilesDeleteKeys, messages.invalidRequest).default("bin")),
  userId: userIdField,
});
export type DeleteMyItemRequest = z.infer<typeof deleteMyItemSchema>;

/** POST /user/myfile/folder/move and /copy: the folder `folderId` into `selectedFolderId` (or `root`). */
export const moveMyFolderSchema = z.object({
  selectedFolderId: targetFolderSchema,
  folderId: recordIdSchema,
  userId: userIdField,
});
export type MoveMyFolderRequest = z.infer<typeof moveMyFolderSchema>;

/** POST /user/myfile/pdf: a short-lived link to the file as Word or PDF. */
export const myFileDownloadSchema = z.object({
  fileId: z.preprocess((value) => (isAbsent(value) ? "" : value), recordIdSchema),
  type: z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z.enum(myFileFormats, messages.invalidRequest).default("pdf"),
  ),
  userId: userIdField,
});

/** POST /user/send/myfiles: email, subject and message are required ('Please fill the required fields'). */
export const sendMyFileSchema = z.object({
  fileId: recordIdSchema,
  email: z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    filledText(254).regex(emailPattern, myFilesMessages.emailInvalid),
  ),
  subject: requiredText(200),
  message: requiredText(5000),
  /** Absent: attached (a PDF past 10 MB goes as a link). */
  delivery: z.preprocess(
    absentToUndefined,
    z.enum(myFileDeliveries, messages.invalidRequest).default("attachment"),
  ),
  type: z.preprocess(absentToUndefined, z.enum(myFileFormats, messages.invalidRequest).default("pdf")),
  userId: userIdField,
});
export type SendMyFileRequest = z.infer<typeof sendMyFileSchema>;

export const sentMyFilesSchema = optionalBody(
  z.object({ skip: skipSchema, limit: limitSchema(pageSizes.myFiles), userId: userIdField }),
);

/** The text fields of POST /user/myfiles/upload (the file comes as `file`). */
export const uploadMyFileFieldsSchema = z.object({
  fileName: z.preprocess(absentToUndefined, z.string().trim().max(300, messages.fileNameTooLong).optional()),
  parentId: optionalId,
  userId: userIdField,
});

/** GET /download/myfile: the signed link's token is the credential. */
export const myFileLinkSchema = z.object({ token: z.string().max(1000) });

// ---- replies ----

const dataReply = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(1), response: z.string(), data });

export const myFilesListReplySchema = pagedOf(myFilesItemSchema).extend({
  /** The folder listed (null at the top, in a search and in the bin) and its path. */
  folder: myFolderSchema.nullable(),
});
export const myFolderListReplySchema = pagedOf(myFolderSchema);
export const myFileListReplySchema = pagedOf(myFileSchema);
export const myFolderReplySchema = dataReply(myFolderSchema);
export const myFileReplySchema = dataReply(myFileSchema);
export const myFileContentReplySchema = dataReply(myFileWithContentSchema);
export const myFileDetailsReplySchema = dataReply(myFileDetailsSchema);
export const myItemReplySchema = dataReply(myFilesItemSchema);
export const myItemNameReplySchema = dataReply(
  z.object({
    id: z.string(),
    type: z.enum(myFilesItemTypes),
    folderName: z.string(),
    /** The folder path: a folder's own, or the path of the folder a file sits in. */
    root: z.array(myFolderStepSchema),
    mainFolder: z.string().nullable(),
  }),
);
export const myItemsChangedReplySchema = dataReply(
  z.object({ ids: z.array(z.string()), folders: z.number().int(), files: z.number().int() }),
);
export const myFileLinkReplySchema = envelopeOf(z.string()).extend({
  link: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export const sentMyFileReplySchema = dataReply(sentMyFileSchema);
export const sentMyFilesReplySchema = pagedOf(sentMyFileSchema).extend({ totalCount: z.number().int() });
