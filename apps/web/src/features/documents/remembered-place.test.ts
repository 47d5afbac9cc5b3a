import { describe, expect, it } from "vitest";
import { isDocumentsPath, parsePlace } from "./remembered-place";

describe("isDocumentsPath", () => {
  it("covers /company/documents and the pages below it only", () => {
    expect(isDocumentsPath("/company/documents")).toBe(true);
    expect(isDocumentsPath("/company/documents/")).toBe(true);
    expect(isDocumentsPath("/company/documents/editor")).toBe(true);
    expect(isDocumentsPath("/company/documents-archive")).toBe(false);
    expect(isDocumentsPath("/company/deleted-documents")).toBe(false);
    expect(isDocumentsPath("/company/dashboard")).toBe(false);
    expect(isDocumentsPath("/documents")).toBe(false);
  });
});

describe("parsePlace", () => {
  it("reads a stored place and treats anything malformed as the top level", () => {
    expect(parsePlace(JSON.stringify({ folderId: "f1", fileId: "d1" }))).toEqual({
      folderId: "f1",
      fileId: "d1",
    });
    expect(parsePlace(JSON.stringify({ folderId: 4, fileId: "" }))).toEqual({ folderId: null, fileId: null });
    expect(parsePlace("{not json")).toEqual({ folderId: null, fileId: null });
    expect(parsePlace(null)).toEqual({ folderId: null, fileId: null });
  });
});
