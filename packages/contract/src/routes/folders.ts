import {
  createFolderSchema,
  createSubfolderSchema,
  deleteFolderSchema,
  editFolderSchema,
  folderColourSchema,
  folderListReplySchema,
  folderListSchema,
  folderReplySchema,
  subFolderListReplySchema,
  subFolderListSchema,
} from "../documents";
import { needing, route } from "./define";

const tags = ["folders"];

/** The folder calls of spec 001 §7 "Folders and files". */
export const foldersRoutes = needing("subscription", {
  createFolder: route({
    method: "POST",
    path: "/user/createfolder",
    access: { library: "createFolder" },
    body: createFolderSchema,
    reply: folderReplySchema,
    tags,
  }),
  createSubfolder: route({
    method: "POST",
    path: "/user/createsubfolder",
    access: { library: "createFolder" },
    body: createSubfolderSchema,
    reply: folderReplySchema,
    tags,
  }),
  editFolder: route({
    method: "POST",
    path: "/user/editFolder",
    access: { library: "read" },
    body: editFolderSchema,
    reply: folderReplySchema,
    tags,
    summary: "Renames a folder; who may depends on who created it",
  }),
  folderColour: route({
    method: "POST",
    path: "/user/foldericon/colour/update",
    access: { library: "read" },
    body: folderColourSchema,
    reply: folderReplySchema,
    tags,
  }),
  deleteFolder: route({
    method: "POST",
    path: "/user/deleteFolder",
    access: { library: "read" },
    body: deleteFolderSchema,
    reply: folderReplySchema,
    tags,
    summary: "Moves a folder to the bin; who may depends on who created it",
  }),
  topFolders: route({
    method: "POST",
    path: "/user/getFoldersList",
    access: { library: "read" },
    body: folderListSchema,
    reply: folderListReplySchema,
    tags,
  }),
  subfolders: route({
    method: "POST",
    path: "/user/getSubFoldersList",
    access: { library: "read" },
    body: subFolderListSchema,
    reply: subFolderListReplySchema,
    tags,
  }),
});
