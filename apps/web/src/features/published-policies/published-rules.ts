import { permissions } from "@cloudoc/contract";
import type { Viewer } from "../employees/access-rules";

/** Pure rules of the published policies screens (spec 001 §7; spec 000 §2, §3, §6). */

const holdsAny = (viewer: Viewer, needed: readonly string[]) =>
  viewer.role === "company" || (viewer.role === "user" && needed.some((p) => viewer.permissions.includes(p)));

/** Publish and remove documents (the route table's Staff Policies access). */
export const canManagePublished = (viewer: Viewer) =>
  holdsAny(viewer, [permissions.policies, permissions.manageUsers]);

/** Turn showPoliciesonSite on or off (the route table asks for Settings). */
export const canChangeShowSetting = (viewer: Viewer) => holdsAny(viewer, [permissions.settings]);

/** The public address of the published policies: the company's own site (its host), /policy/documents. */
export const publicAddress = (protocol: string, siteHost: string) =>
  `${protocol}//${siteHost}/policy/documents`;

export type VisibilityState = "off" | "waiting" | "shown";

/** Whether visitors see the list: off, on but waiting for a qualifying package, or shown. */
export function visibilityOf(setting: { showPoliciesonSite: boolean; shown: boolean }): VisibilityState {
  if (!setting.showPoliciesonSite) return "off";
  return setting.shown ? "shown" : "waiting";
}

/** What visitors see, in one or two sentences. */
export function visibilityNote(state: VisibilityState): string {
  switch (state) {
    case "shown":
      return "Anyone who visits the address below can read the documents listed here, read-only. Nothing else about your organisation is shown.";
    case "waiting":
      return "The switch is on, but visitors do not see the list yet: it needs an active combo, document management, updates or pro package.";
    default:
      return "Visitors to your site do not see your published policies. Turn this on to show them the documents listed here, read-only.";
  }
}

/** The text of the public list page when the company does not show policies (or is not found). */
export const notPublishingText =
  "This organisation does not publish its policies online. If you work there, sign in to read your policies.";
