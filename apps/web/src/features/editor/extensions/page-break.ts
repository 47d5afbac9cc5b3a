import { Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    pageBreak: {
      /** Inserts a page break after the current block. */
      setPageBreak: () => ReturnType;
    };
  }
}

/**
 * A page break: `<div class="page-break" data-type="page-break"></div>` (editor-rules pageBreakHtml). The print page's CSS
 * (`.page-break { page-break-after: always }`, packages/documents print.ts) starts a new page after it.
 */
export const PageBreak = Node.create({
  name: "pageBreak",
  group: "block",
  atom: true,
  selectable: true,

  parseHTML() {
    return [{ tag: "div.page-break" }, { tag: 'div[data-type="page-break"]' }];
  },

  renderHTML() {
    return ["div", { class: "page-break", "data-type": "page-break" }];
  },

  renderText() {
    return "\n";
  },

  addCommands() {
    return {
      setPageBreak:
        () =>
        ({ commands }) =>
          // A paragraph after the break takes the cursor, so the next thing typed (or inserted)
          // goes on the new page instead of replacing the selected break.
          commands.insertContent([{ type: this.name }, { type: "paragraph" }]),
    };
  },
});

/**
 * The document-control block the library's documents start with (`<div class="document-control">`
 * around a table). Kept as its own wrapper so a save does not turn it into a plain table and the
 * print page does not add a second one.
 */
export const DocumentControl = Node.create({
  name: "documentControl",
  group: "block",
  content: "block+",
  defining: true,

  parseHTML() {
    return [{ tag: "div.document-control" }];
  },

  renderHTML() {
    return ["div", { class: "document-control" }, 0];
  },
});
