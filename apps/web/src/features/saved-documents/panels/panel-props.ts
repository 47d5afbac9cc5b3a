/**
 * What every panel takes: the document's id, and whether the editor is editing or only viewing
 * (viewing hides the controls that change anything). Fits the editor's EditorPanelProps.
 */
export interface PanelProps {
  fileId: string;
  mode?: "edit" | "view";
}
