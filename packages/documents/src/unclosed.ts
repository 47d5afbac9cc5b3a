import { Parser } from "htmlparser2";

/**
 * Elements the sanitiser removes together with their content (scripts, styles, embedded and
 * foreign content, form fields). Their content goes only when the element is closed by its own
 * end tag; see keepTextOfUnclosed.
 */
export const removedElements = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
];
const removed = new Set(removedElements);
const mayHoldRemoved = new RegExp(`<(${removedElements.join("|")})`, "i");

interface Open {
  name: string;
  start: number;
  end: number;
}
interface Text {
  start: number;
  end: number;
  within: Open[];
}
type Edit = { start: number; end: number; text: string };

/**
 * One parse: the edits that unwrap removed elements whose end tag never came. With `asText`, the
 * raw text inside them (a <style>'s, a <textarea>'s) is escaped, so it stays text.
 */
function unwrapEdits(html: string, asText: boolean): Edit[] {
  const stack: Open[] = [];
  const unclosed = new Set<Open>();
  const texts: Text[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        stack.push({ name, start: parser.startIndex, end: parser.endIndex + 1 });
      },
      onclosetag(_name, implied) {
        const open = stack.pop();
        if (open && implied && removed.has(open.name)) unclosed.add(open);
      },
      ontext() {
        if (!asText) return;
        const [start, end] = [parser.startIndex, parser.endIndex + 1];
        if (!/[<>]/.test(html.slice(start, end))) return;
        const within = stack.filter((open) => removed.has(open.name));
        if (within.length > 0) texts.push({ start, end, within });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const escapes = texts
    .filter((text) => text.within.some((open) => unclosed.has(open)))
    .map(({ start, end }) => ({
      start,
      end,
      text: html.slice(start, end).replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    }));
  const unwraps = [...unclosed].map(({ start, end }) => ({ start, end, text: "" }));
  return [...escapes, ...unwraps].sort((a, b) => a.start - b.start);
}

/** The edits (in order, not overlapping) applied in one sweep. */
function applyEdits(html: string, edits: Edit[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { start, end, text } of edits) {
    parts.push(html.slice(at, start), text);
    at = end;
  }
  parts.push(html.slice(at));
  return parts.join("");
}

const markupPasses = 4;

/**
 * An unclosed `<svg>`, `<math>`, `<style>`, `<textarea>`, `<template>`… would take everything
 * after it with it when the sanitiser drops the element and its content, and the author would
 * lose words without being told. Such an element's start tag is removed instead, so what follows
 * is kept as the document's own content. Elements closed by their own end tag are left for the
 * sanitiser to remove. Unwrapping a raw-text element (<style>) reveals the tags it hid, so parses
 * repeat; for contrived nesting the last pass keeps what is left as plain text.
 */
export function keepTextOfUnclosed(html: string): string {
  let current = html;
  for (let pass = 0; pass <= markupPasses && mayHoldRemoved.test(current); pass += 1) {
    const edits = unwrapEdits(current, pass === markupPasses);
    if (edits.length === 0) return current;
    current = applyEdits(current, edits);
  }
  return current;
}
