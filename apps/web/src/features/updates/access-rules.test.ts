import { permissions } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { canDecideOn, libraryDocuments } from "./access-rules";

describe("canDecideOn", () => {
  it("lets the owner decide", () => {
    expect(canDecideOn({ role: "company", permissions: [], userId: "u1" })).toBe(true);
  });

  it("lets a staff user decide only with the edit-all permission", () => {
    expect(canDecideOn({ role: "user", permissions: [permissions.documents], userId: "u2" })).toBe(false);
    expect(
      canDecideOn({ role: "user", permissions: [permissions.documents, permissions.editAll], userId: "u2" }),
    ).toBe(true);
  });

  it("never lets an employee decide", () => {
    expect(canDecideOn({ role: "employee", permissions: [permissions.editAll], userId: "e1" })).toBe(false);
  });
});

describe("libraryDocuments", () => {
  it("keeps the documents that came from the library", () => {
    expect(libraryDocuments([{ templateId: "t1" }, { templateId: null }])).toEqual([{ templateId: "t1" }]);
  });
});
