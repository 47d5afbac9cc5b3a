import { z } from "zod";
import {
  adminFolderTreeReplySchema,
  adminMessageReplySchema,
  adminPackageListReplySchema,
  adminPackageListSchema,
  adminPackageReplySchema,
  adminPackageSaveSchema,
  adminTaxonomyReplySchema,
  folderDeleteSchema,
  folderMoveSchema,
  folderSaveSchema,
  packageIdSchema,
  packageImageParamsSchema,
  packagePublishSchema,
  taxonomyOrderSchema,
  taxonomyRefSchema,
  taxonomySaveSchema,
  templateAddSchema,
  templateMoveSchema,
  templatePickerReplySchema,
  templatePickerSchema,
  templateRemoveSchema,
} from "../admin/catalogue";
import { optionalBody } from "../catalogue";
import { fileReply, route } from "./define";

const tags = ["admin-catalogue"];
const access = "admin";
/** Every change to a package's tree answers the tree as it now is. */
const treeChange = <const P extends string, B extends z.ZodType>(path: P, body: B, summary: string) =>
  route({ method: "POST", path, access, body, reply: adminFolderTreeReplySchema, tags, summary });

/** The console's catalogue: countries, service types, regulators, packages with their folder trees. */
export const adminCatalogueRoutes = {
  adminTaxonomy: route({
    method: "POST",
    path: "/admin/subscription/taxonomy/list",
    access,
    body: optionalBody(z.object({})),
    reply: adminTaxonomyReplySchema,
    tags,
    summary: "Countries, service types and regulators in order, each with how many records use it",
  }),
  adminTaxonomySave: route({
    method: "POST",
    path: "/admin/subscription/taxonomy/save",
    access,
    body: taxonomySaveSchema,
    reply: adminMessageReplySchema,
    tags,
    summary: "Adds or edits a country, service type or regulator; a slug in use cannot change",
  }),
  adminTaxonomyDelete: route({
    method: "POST",
    path: "/admin/subscription/taxonomy/delete",
    access,
    body: taxonomyRefSchema,
    reply: adminMessageReplySchema,
    tags,
    summary: "Deletes a country, service type or regulator nothing uses",
  }),
  adminTaxonomyOrder: route({
    method: "POST",
    path: "/admin/subscription/taxonomy/order",
    access,
    body: taxonomyOrderSchema,
    reply: adminMessageReplySchema,
    tags,
    summary: "Sets the menu order of one kind: every slug of it, once",
  }),
  adminPackageList: route({
    method: "POST",
    path: "/admin/package/list",
    access,
    body: adminPackageListSchema,
    reply: adminPackageListReplySchema,
    tags,
    summary: "Every package, withdrawn ones included, searched and filtered",
  }),
  adminPackageView: route({
    method: "POST",
    path: "/admin/package/view",
    access,
    body: packageIdSchema,
    reply: adminPackageReplySchema,
    tags,
  }),
  adminPackageSave: route({
    method: "POST",
    path: "/admin/package/save",
    access,
    body: adminPackageSaveSchema,
    reply: adminPackageReplySchema,
    tags,
    summary: "Creates a package (withdrawn until published) or edits one",
  }),
  adminPackageImageUpload: route({
    method: "POST",
    path: "/admin/package/image/upload",
    access,
    multipart: true,
    reply: adminPackageReplySchema,
    tags,
    summary: "The package's image (fields `id`, file `image`): PNG, JPEG or WebP of at most 2 MB",
  }),
  packageImage: route({
    method: "GET",
    path: "/subscription/image/:reference",
    access: "public",
    params: packageImageParamsSchema,
    reply: fileReply,
    tags,
    summary: "A package image uploaded in the console",
  }),
  adminPackagePublish: route({
    method: "POST",
    path: "/admin/package/publish",
    access,
    body: packagePublishSchema,
    reply: adminPackageReplySchema,
    tags,
    summary: "Publishes (on sale) or withdraws (not sold; subscribers keep it) a package",
  }),
  adminPackageFolderTree: treeChange(
    "/admin/subscription/get_json_folder_list",
    packageIdSchema,
    "The package's folder tree: folders nested, templates in order",
  ),
  adminPackageFolderSave: treeChange(
    "/admin/package/folder/save",
    folderSaveSchema,
    "Adds or renames a folder",
  ),
  adminPackageFolderDelete: treeChange(
    "/admin/package/folder/delete",
    folderDeleteSchema,
    "Deletes an empty folder, or one with its templates taken out of the package",
  ),
  adminPackageFolderMove: treeChange(
    "/admin/package/folder/move",
    folderMoveSchema,
    "Moves a folder under another (or to the top) at a position",
  ),
  adminPackageTemplateAdd: treeChange(
    "/admin/package/template/add",
    templateAddSchema,
    "Adds existing templates at the end of a folder",
  ),
  adminPackageTemplateRemove: treeChange(
    "/admin/package/template/remove",
    templateRemoveSchema,
    "Takes a template out of the package (the template stays in the library)",
  ),
  adminPackageTemplateMove: treeChange(
    "/admin/package/template/move",
    templateMoveSchema,
    "Moves a template within its folder or to another, at a position",
  ),
  adminPackageTemplatePicker: route({
    method: "POST",
    path: "/admin/package/template/search",
    access,
    body: templatePickerSchema,
    reply: templatePickerReplySchema,
    tags,
    summary: "Templates to add to a package, by title, policy number and nation",
  }),
};
