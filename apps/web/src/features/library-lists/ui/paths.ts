/** Where a document opens: the editor (spec 001 §2 /documents/editor). */
export const editorPath = (fileId: string) =>
  `/company/documents/editor?fileId=${encodeURIComponent(fileId)}`;
