import { isMenuEntryVisible, type MenuContext, type MenuKey, type RecentUpdate } from "@cloudoc/contract";

/** The dashboard's quick links and how it words an update. */

export interface QuickLink {
  label: string;
  description: string;
  to: string;
  /** The side-menu entry whose visibility rules it follows (spec 000 §6). */
  menuKey: MenuKey;
  state?: Readonly<Record<string, string>>;
}

const quickLinkList: readonly QuickLink[] = [
  {
    label: "Documents",
    description: "Browse, edit and export your policies",
    to: "/company/documents",
    menuKey: "documents",
  },
  {
    label: "Need review",
    description: "Review dates passed or within 30 days",
    to: "/company/documents/need-review",
    menuKey: "documents",
  },
  {
    label: "Recent updates",
    description: "The latest changes to your documents",
    to: "/company/documents/recent-updates",
    menuKey: "documents",
  },
  {
    label: "Document index",
    description: "Every policy with its number and review date",
    to: "/company/index",
    menuKey: "index",
  },
  {
    label: "Bin",
    description: "Restore deleted documents and folders",
    to: "/company/deleted-documents",
    menuKey: "bin",
  },
  {
    label: "Organisation details",
    description: "The details your documents are filled with",
    to: "/company/profile",
    menuKey: "organisationDetails",
    state: { profileType: "companydetail" },
  },
];

/** The quick links this user may follow: the same rules as the side menu. */
export const quickLinks = (context: MenuContext): QuickLink[] =>
  quickLinkList.filter((link) => isMenuEntryVisible(link.menuKey, context));

/** "Saved version 3", "Reviewed", "Created" … for the recent-updates list. */
export function describeUpdate(update: Pick<RecentUpdate, "kind" | "version">): string {
  const version = update.version === null ? "" : ` (version ${update.version})`;
  switch (update.kind) {
    case "review":
      return "Reviewed";
    case "create":
      return "Created";
    case "restore":
      return `Restored an earlier version${version}`;
    case "overwrite":
      return `Replaced with the latest master wording${version}`;
    case "library-accepted":
      return `Library update accepted${version}`;
    case "merge":
      return `Library update merged with your wording${version}`;
    case "auto-update":
      return `Library update applied automatically${version}`;
    case "library-update":
      return `Library version ${update.version ?? ""} is waiting for your decision`;
    case "setup":
      return `Page setup changed${version}`;
    default:
      return `Saved${version}`;
  }
}
