/**
 * Editor sidebar components around a document; each takes the document's id and fetches what it
 * needs itself. The editor mounts them (features/editor/sidebar-panels.ts).
 */
export { BackupsPanel } from "./BackupsPanel";
export { GuidePanel } from "./GuidePanel";
export type { PanelProps } from "./panel-props";
export { QuestionsPanel } from "./QuestionsPanel";
export { ReferencesPanel } from "./ReferencesPanel";
export { ReportIssueButton } from "./ReportIssueButton";
