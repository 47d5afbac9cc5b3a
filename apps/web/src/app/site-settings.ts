import { describeSupportHours, routes, type SiteSettings, type SupportHours } from "@cloudoc/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "../lib/api";

/** Whatever part of the site settings the server sent; empty when the call failed. */
export type PublicSettings = Partial<SiteSettings>;

const hasText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

const isWeekday = (day: unknown) => Number.isInteger(day) && Number(day) >= 0 && Number(day) <= 6;

/** The support hours when the reply carried a usable set (checked by shape: no zod on public pages). */
function cleanSupportHours(value: unknown): SupportHours | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { days, from, to } = value as Record<string, unknown>;
  if (!Array.isArray(days) || !days.every(isWeekday) || days.length === 0) return undefined;
  if (typeof from !== "string" || typeof to !== "string") return undefined;
  return { days: days.map(Number), from, to };
}

/** Keeps only fields of the expected type so a half-filled reply cannot break the header or footer. */
export function cleanSettings(value: unknown): PublicSettings {
  if (typeof value !== "object" || value === null) return {};
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(input)) {
    if (hasText(field)) out[key] = field.trim();
    else if (typeof field === "number" || typeof field === "boolean" || Array.isArray(field))
      out[key] = field;
  }
  const hours = cleanSupportHours(input.supportHours);
  if (hours) out.supportHours = hours;
  if (out.banner !== undefined && Number(out.banner) !== 1 && Number(out.banner) !== 2) delete out.banner;
  else if (out.banner !== undefined) out.banner = Number(out.banner);
  return out as PublicSettings;
}

const siteSettingsQuery = {
  queryKey: ["site-settings"],
  queryFn: async () => cleanSettings((await call(routes.siteSettings)).response),
  staleTime: 10 * 60 * 1000,
  retry: false,
} as const;

/** The public site settings (`POST /api/get/settings`), shared by header, footer and home page. */
export function useSiteSettings(): PublicSettings {
  const { data } = useQuery(siteSettingsQuery);
  return data ?? {};
}

/**
 * Asks for the settings as the app starts, for a public page: its header, footer and prices need
 * them, and otherwise the call would wait for the shell's code to arrive first.
 */
export function prefetchSiteSettings(client: QueryClient): void {
  void client.prefetchQuery(siteSettingsQuery);
}

/** "Monday to Friday, 09:00–17:00 (UK time)" from the settings; undefined until they have come. */
export const supportHoursText = (settings: PublicSettings) =>
  settings.supportHours && describeSupportHours(settings.supportHours);
