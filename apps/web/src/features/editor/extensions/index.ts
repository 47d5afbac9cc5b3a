import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { DocumentControl, PageBreak } from "./page-break";
import { TextAlign } from "./text-align";
import { VariableNode } from "./variable-node";

/**
 * The editor's schema: only what the document sanitiser keeps (packages/documents sanitise.ts).
 * Code blocks are left out (no <pre> in the allowlist); table columns are not resizable (widths
 * would not survive sanitising); links never open while editing.
 */
export function documentExtensions(): Extensions {
  return [
    StarterKit.configure({
      codeBlock: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto", "tel"],
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" },
      },
    }),
    Image.configure({ allowBase64: true, inline: false }),
    TableKit.configure({ table: { resizable: false } }),
    TextAlign,
    VariableNode,
    PageBreak,
    DocumentControl,
  ];
}
