export { compareDocuments } from "./compare";
export { mergeDocuments } from "./merge";
export { resolveMerge } from "./resolve";
export { type Block, type DocumentSection, sectionKey, splitSections } from "./sections";
export { blockText } from "./text";
