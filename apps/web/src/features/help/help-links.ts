/**
 * The Get Help column's links (spec 000 §2 Policies mega-menu) open the Short Help Form or the Live
 * Chat panel over the page the visitor is on: a search-only link keeps the page, and the shell's
 * launcher reads `?help=` and removes it again.
 */
export const helpParam = "help";
export type HelpPanel = "form" | "chat";

export const helpLink = (panel: HelpPanel) => `?${helpParam}=${panel}`;

export function helpPanelOf(value: string | null): HelpPanel | undefined {
  return value === "form" || value === "chat" ? value : undefined;
}
