import { adminPageSize, type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** The console's site lists; everything the public site caches lives under ["site"] and ["site-settings"]. */
export const adminSiteKeys = {
  settings: ["admin", "site", "settings"] as const,
  pages: ["admin", "site", "pages"] as const,
  faqs: ["admin", "site", "faqs"] as const,
  knowledge: ["admin", "site", "knowledge"] as const,
  testimonials: ["admin", "site", "testimonials"] as const,
  samples: ["admin", "site", "samples"] as const,
  sampleTemplates: (search: string) => ["admin", "site", "sample-templates", search] as const,
  documentUpdates: (page: number) => ["admin", "site", "document-updates", page] as const,
  documentUpdatesAll: ["admin", "site", "document-updates"] as const,
};

/** The public site's cached data: the settings (header, footer, home), the offer and every content list. */
export const publicSiteKeys = [["site-settings"], ["site"]] as const;

const listOf = <T>({ list, total }: { list: T[]; total: number }) => ({ list, total });

export async function fetchSettings() {
  const { response, packages } = await call(routes.adminSettings);
  return { settings: response, packages };
}

export const fetchPages = async () => listOf(await call(routes.adminPageList));
export const fetchFaqs = async () => listOf(await call(routes.adminFaqList));
export const fetchKnowledge = async () => listOf(await call(routes.adminKnowledgeList));
export const fetchTestimonials = async () => listOf(await call(routes.adminTestimonialList));
export const fetchSamples = async () => listOf(await call(routes.adminSampleList));
export const fetchSampleTemplates = async (search: string) =>
  (await call(routes.adminSampleTemplates, { search })).list;

/** Pages of the console's size, so the console's pager counts them right. */
export const fetchDocumentUpdates = async (page: number) =>
  listOf(
    await call(routes.adminDocumentUpdateList, { skip: (page - 1) * adminPageSize, limit: adminPageSize }),
  );

/** Uploads one site image; answers the address the settings hold. */
export async function uploadSiteImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  return (await call(routes.adminSiteImageUpload, form)).data.url;
}

export type SettingsSave = RouteInput<typeof routes.adminSettingsSave>;
