import type {
  EmailDelivery,
  Notification,
  NotificationPreference,
  NotificationPreferenceItem,
  Role,
} from "@cloudoc/contract";

/** Pure rules of the bell and the "New Updates" popup (spec 000 §2, spec 001 §2). */

/** The owner and staff users have notifications; employees and the platform admin do not. */
export const hasNotifications = (role: Role | undefined) => role === "company" || role === "user";

/** The bell's badge: the count, capped so it stays small. */
export const badgeText = (unread: number) => (unread > 99 ? "99+" : String(unread));

export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

interface FeedPage {
  list: Notification[];
  total: number;
}

/** Every notification loaded so far, in order, each once (a new one may shift the pages). */
export function feedItems(pages: readonly FeedPage[]): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of pages)
    for (const item of page.list) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  return items;
}

/** Where See More starts: after what is loaded, while there is more. */
export function nextSkip(pages: readonly FeedPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.list.length === 0) return undefined;
  const loaded = pages.reduce((n, page) => n + page.list.length, 0);
  return loaded < last.total ? loaded : undefined;
}

/** Marks one notification read in the loaded pages (after it was opened). */
export function markRead<T extends FeedPage>(pages: readonly T[], id: string): T[] {
  return pages.map((page) => ({
    ...page,
    list: page.list.map((item) => (item._id === id ? { ...item, read: true } : item)),
  }));
}

/**
 * Where a notification leads inside the app: a path of the company app as sent, a bare company
 * path under /company; nothing for '' or anything that would leave the site.
 */
export function linkTarget(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  if (trimmed === "/company" || trimmed.startsWith("/company/")) return trimmed;
  return `/company${trimmed}`;
}

/** The categories whose choice in the form differs from what the server holds. */
export function changedPreferences(
  saved: readonly NotificationPreferenceItem[],
  draft: Readonly<Record<string, EmailDelivery>>,
): NotificationPreference[] {
  return saved.flatMap((item) => {
    const delivery = draft[item.category];
    return delivery && delivery !== item.delivery ? [{ category: item.category, delivery }] : [];
  });
}

/** "3 unread of 24" under the page title. */
export const unreadSummary = (unread: number, total: number) =>
  total === 0 ? "Nothing yet" : unread === 0 ? `All ${total} read` : `${unread} unread of ${total}`;
