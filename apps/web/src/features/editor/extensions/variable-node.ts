import { mergeAttributes, Node } from "@tiptap/core";
import { variableLabel } from "../editor-rules";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    variable: {
      /** Inserts a business variable chip at the cursor. */
      insertVariable: (key: string) => ReturnType;
    };
  }
}

/**
 * A business variable (DESIGN §7): an inline atom stored as `<span data-variable="key">Label</span>`,
 * shown in the editor as a chip. The chip's look lives only in the node view, so the HTML the
 * editor saves is exactly the span the sanitiser keeps.
 */
export const VariableNode = Node.create({
  name: "variable",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      key: {
        default: "",
        parseHTML: (element) => element.getAttribute("data-variable") ?? "",
        renderHTML: (attributes) => ({ "data-variable": attributes.key }),
      },
      label: {
        default: "",
        parseHTML: (element) =>
          variableLabel(element.getAttribute("data-variable") ?? "", element.textContent ?? ""),
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    // Ahead of the marks and plain spans, so a variable is never read as text.
    return [{ tag: "span[data-variable]", priority: 100 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ["span", mergeAttributes(HTMLAttributes), variableLabel(node.attrs.key, node.attrs.label)];
  },

  renderText({ node }) {
    return `[${variableLabel(node.attrs.key, node.attrs.label)}]`;
  },

  addNodeView() {
    return ({ node }) => {
      const chip = document.createElement("span");
      chip.className = "variable-chip";
      chip.contentEditable = "false";
      chip.dataset.variable = node.attrs.key;
      chip.title = `Business variable: ${node.attrs.key}`;
      chip.textContent = variableLabel(node.attrs.key, node.attrs.label);
      return { dom: chip };
    };
  },

  addCommands() {
    return {
      insertVariable:
        (key) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { key, label: variableLabel(key) } }),
    };
  },
});
