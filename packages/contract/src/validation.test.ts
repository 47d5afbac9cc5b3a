import { describe, expect, it } from "vitest";
import { maxSelectedDocuments } from "./constants";
import { messages } from "./messages";
import { findUnstorableText } from "./validation";

describe("findUnstorableText", () => {
  it("finds a NUL or a lone surrogate anywhere, keys included, and names where", () => {
    expect(findUnstorableText({ name: "a\u0000b" })).toBe("name");
    expect(findUnstorableText({ list: [{ ok: "fine" }, { name: "x\ud800" }] })).toBe("list.1.name");
    expect(findUnstorableText({ list: ["\udc00 alone"] })).toBe("list.0");
    expect(findUnstorableText({ "bad\u0000key": 1 })).toBe("bad\u0000key");
    expect(findUnstorableText("\ud800")).toBe("");
  });

  it("lets ordinary text through, emoji and accents included", () => {
    expect(findUnstorableText({ name: "Café 😀 — ok", n: 3, none: null, list: [true, "\ud83d\ude00"] })).toBe(
      undefined,
    );
    expect(findUnstorableText(undefined)).toBe(undefined);
  });

  it("walks very deep input without running out of stack", () => {
    let deep: unknown = "a\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});

describe("the bulk selection limit", () => {
  it("is named in its message", () => {
    expect(messages.tooManyDocumentsSelected).toContain(String(maxSelectedDocuments));
  });
});
