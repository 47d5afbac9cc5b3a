import type { DocumentView } from "@cloudoc/contract";
import type { ComponentType } from "react";
import {
  BackupsPanel,
  GuidePanel,
  QuestionsPanel,
  ReferencesPanel,
  ReportIssueButton,
} from "../saved-documents/panels";

/** What a sidebar panel gets: the open document as the server last answered it. */
export interface EditorPanelProps {
  fileId: string;
  document: DocumentView;
  mode: "edit" | "view";
}

export interface EditorSidebarPanel {
  /** A stable id (also the accordion item's value). */
  id: string;
  title: string;
  Component: ComponentType<EditorPanelProps>;
}

/**
 * The editor's sidebar slot: panels other features mount beside the document (references,
 * questions, report an issue, the guide, backups, export buttons). Add an entry here; each one
 * shows as a collapsible section under the variables panel, in this order.
 */
export const editorSidebarPanels: readonly EditorSidebarPanel[] = [
  { id: "references", title: "References", Component: ReferencesPanel },
  { id: "guide", title: "Document guide", Component: GuidePanel },
  { id: "questions", title: "Questions", Component: QuestionsPanel },
  { id: "backups", title: "Backups", Component: BackupsPanel },
  { id: "report", title: "Report an issue", Component: ReportIssueButton },
];
