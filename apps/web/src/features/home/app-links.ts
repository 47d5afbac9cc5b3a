/**
 * Store links for the employee app, if the site settings carry any (spec 000 §1 mentions store
 * links; the settings schema names no field yet, so any http(s) value under a key that names a
 * store is used, e.g. `app_store_link` or `google_play_url`).
 */
export interface StoreLink {
  label: string;
  href: string;
}

const stores: { test: RegExp; label: string }[] = [
  { test: /(app_?store|ios|apple)/i, label: "Download on the App Store" },
  { test: /(play_?store|google_?play|android)/i, label: "Get it on Google Play" },
];

export function appStoreLinks(settings: Readonly<Record<string, unknown>>): StoreLink[] {
  const links: StoreLink[] = [];
  for (const store of stores) {
    const entry = Object.entries(settings).find(
      ([key, value]) =>
        store.test.test(key) && typeof value === "string" && /^https?:\/\//i.test(value.trim()),
    );
    if (entry) links.push({ label: store.label, href: String(entry[1]).trim() });
  }
  return links;
}
