import { type ChangeClass, type RouteInput, routes, type TemplateFieldsInput } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** Query keys of the console's templates. */
export const templateKeys = {
  list: ["admin", "templates"] as const,
  detail: (id: string) => ["admin", "template", id] as const,
  compare: (id: string, version: CompareTarget) => ["admin", "template", id, "compare", version] as const,
  preview: (id: string, version: number | null) => ["admin", "template", id, "preview", version] as const,
  images: ["admin", "template-images"] as const,
  imports: ["admin", "library-imports"] as const,
  filters: ["admin", "template-filters"] as const,
};

export type TemplateListInput = RouteInput<typeof routes.adminTemplateList>;
export type TemplateCreateInput = RouteInput<typeof routes.adminTemplateCreate>;

export async function fetchTemplates(input: TemplateListInput) {
  const { list, total } = await call(routes.adminTemplateList, input);
  return { list, total };
}

export const fetchTemplate = async (templateId: string) =>
  (await call(routes.adminTemplateGet, { templateId })).data;

export const createTemplate = async (input: TemplateCreateInput) =>
  (await call(routes.adminTemplateCreate, input)).data;

export const saveDraft = async (templateId: string, fields: TemplateFieldsInput, loadedAt: string | null) =>
  (await call(routes.adminTemplateDraftSave, { templateId, fields, loadedAt })).data;

export const discardDraft = async (templateId: string) =>
  (await call(routes.adminTemplateDraftDiscard, { templateId })).response;

export const publishTemplate = async (templateId: string, releaseNotes: string, changeClass: ChangeClass) =>
  (await call(routes.adminTemplatePublish, { templateId, releaseNotes, changeClass })).data;

export const setWithdrawn = async (templateId: string, withdrawn: boolean) =>
  (await call(withdrawn ? routes.adminTemplateWithdraw : routes.adminTemplateRepublish, { templateId }))
    .response;

/** A published version (against the one before), or the draft (against the published text). */
export type CompareTarget = number | "draft";

export const fetchCompare = async (templateId: string, target: CompareTarget) =>
  (
    await call(
      routes.adminTemplateCompare,
      target === "draft" ? { templateId } : { templateId, version: target },
    )
  ).data;

export const fetchPreview = async (templateId: string, version: number | null) =>
  (await call(routes.adminTemplatePreview, version === null ? { templateId } : { templateId, version })).data;

export async function fetchImages() {
  const { list, total } = await call(routes.adminTemplateImageList, { page: 1 });
  return { list, total };
}

export async function uploadImage(file: File) {
  const form = new FormData();
  form.append("templateImage", file);
  return (await call(routes.adminTemplateImageUpload, form)).data;
}

export const runImport = async () => (await call(routes.adminLibraryImport)).data;

export async function fetchImports() {
  const { list, total } = await call(routes.adminLibraryImportList, { page: 1 });
  return { list, total };
}

/** The choices of the list's filters: nations, service types and packages. */
export async function fetchFilterChoices() {
  const [nations, serviceTypes, packages] = await Promise.all([
    call(routes.countryList, {}),
    call(routes.categoryList, {}),
    call(routes.adminPackageList, { page: 1 }),
  ]);
  return {
    nations: nations.list.map((n) => ({ value: n.slug, label: n.name })),
    serviceTypes: serviceTypes.list.map((s) => ({ value: s.slug, label: s.name })),
    packages: packages.list.map((p) => ({ value: p.id, label: p.name })),
  };
}
