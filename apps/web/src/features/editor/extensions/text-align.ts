import { Extension } from "@tiptap/core";

export const alignments = ["left", "center", "right", "justify"] as const;
export type Alignment = (typeof alignments)[number];

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    textAlign: {
      /** Aligns the selected paragraphs, headings or cells; "left" clears the alignment. */
      setTextAlign: (alignment: Alignment) => ReturnType;
    };
  }
}

const alignedTypes = ["heading", "paragraph", "tableCell", "tableHeader"];
const isAlignment = (value: string): value is Alignment => (alignments as readonly string[]).includes(value);

/**
 * Text alignment as the `text-align` style the sanitiser allows on paragraphs, headings and cells
 * (a small stand-in for @tiptap/extension-text-align, which is not installed).
 */
export const TextAlign = Extension.create({
  name: "textAlign",

  addGlobalAttributes() {
    return [
      {
        types: alignedTypes,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign;
              return isAlignment(value) && value !== "left" ? value : null;
            },
            renderHTML: (attributes) =>
              attributes.textAlign ? { style: `text-align: ${attributes.textAlign}` } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) => {
          const value = alignment === "left" ? null : alignment;
          return ["heading", "paragraph"]
            .map((type) => commands.updateAttributes(type, { textAlign: value }))
            .some(Boolean);
        },
    };
  },
});
