import { type AdminTreeFolder, type RouteInput, routes, type TaxonomyKind } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** Query keys of the console's catalogue; a change invalidates what it touched. */
export const catalogueKeys = {
  taxonomy: ["admin", "catalogue", "taxonomy"] as const,
  packages: ["admin", "catalogue", "packages"] as const,
  package: (id: string) => ["admin", "catalogue", "package", id] as const,
  tree: (id: string) => ["admin", "catalogue", "tree", id] as const,
  picker: (id: string) => ["admin", "catalogue", "picker", id] as const,
};

export type PackageListInput = RouteInput<typeof routes.adminPackageList>;
export type PickerInput = RouteInput<typeof routes.adminPackageTemplatePicker>;

export const fetchTaxonomy = async () => (await call(routes.adminTaxonomy, {})).response;
export const saveTaxon = async (input: RouteInput<typeof routes.adminTaxonomySave>) =>
  (await call(routes.adminTaxonomySave, input)).response;
export const deleteTaxon = async (kind: TaxonomyKind, slug: string) =>
  (await call(routes.adminTaxonomyDelete, { kind, slug })).response;
export const orderTaxa = async (kind: TaxonomyKind, slugs: string[]) =>
  (await call(routes.adminTaxonomyOrder, { kind, slugs })).response;

export async function fetchPackages(input: PackageListInput) {
  const { list, total } = await call(routes.adminPackageList, input);
  return { list, total };
}
export const fetchPackage = async (id: string) => (await call(routes.adminPackageView, { id })).response;
export const savePackage = async (input: RouteInput<typeof routes.adminPackageSave>) =>
  (await call(routes.adminPackageSave, input)).response;
export const publishPackage = async (id: string, published: boolean) =>
  (await call(routes.adminPackagePublish, { id, published })).response;

/** POST /admin/package/image/upload (multipart). */
export async function uploadPackageImage(id: string, file: File) {
  const form = new FormData();
  form.append("id", id);
  form.append("image", file);
  return (await call(routes.adminPackageImageUpload, form)).response;
}

export const fetchTree = async (id: string): Promise<AdminTreeFolder[]> =>
  (await call(routes.adminPackageFolderTree, { id })).response;

/** The changes to a package's tree; each answers the tree as it now is. */
export const treeChanges = {
  saveFolder: (input: RouteInput<typeof routes.adminPackageFolderSave>) =>
    call(routes.adminPackageFolderSave, input),
  deleteFolder: (input: RouteInput<typeof routes.adminPackageFolderDelete>) =>
    call(routes.adminPackageFolderDelete, input),
  moveFolder: (input: RouteInput<typeof routes.adminPackageFolderMove>) =>
    call(routes.adminPackageFolderMove, input),
  addTemplates: (input: RouteInput<typeof routes.adminPackageTemplateAdd>) =>
    call(routes.adminPackageTemplateAdd, input),
  removeTemplate: (input: RouteInput<typeof routes.adminPackageTemplateRemove>) =>
    call(routes.adminPackageTemplateRemove, input),
  moveTemplate: (input: RouteInput<typeof routes.adminPackageTemplateMove>) =>
    call(routes.adminPackageTemplateMove, input),
};

export async function pickTemplates(input: PickerInput) {
  const { list, total } = await call(routes.adminPackageTemplatePicker, input);
  return { list, total };
}
