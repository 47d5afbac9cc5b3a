import { describe, expect, it } from "vitest";
import { canInLibrary, copyFileSchema, type LibraryUser } from "./document-library";
import { messages } from "./messages";
import { permissions } from "./permissions";

const staff = (...granted: string[]): LibraryUser => ({
  role: "user",
  permissions: [permissions.documents, ...granted],
  userId: "u1",
});
const mine = { createdBy: "u1" };
const theirs = { createdBy: "u2" };
const library = { createdBy: null };

describe("canInLibrary", () => {
  it("lets the owner do everything and employees and admins nothing", () => {
    expect(canInLibrary({ role: "company", permissions: [], userId: "o" }, "deleteFolder", theirs)).toBe(
      true,
    );
    for (const role of ["employee", "admin", undefined] as const) {
      expect(canInLibrary({ role, permissions: [permissions.documents], userId: "e" }, "read")).toBe(false);
    }
  });

  it("needs Documents (or Manage users) before anything else", () => {
    const noRead: LibraryUser = { role: "user", permissions: [permissions.addDocument], userId: "u1" };
    expect(canInLibrary(noRead, "createDocument")).toBe(false);
    expect(canInLibrary(staff(), "read")).toBe(true);
  });

  it("creates documents and folders only with Can add new doc and Can add folder", () => {
    expect(canInLibrary(staff(), "createDocument")).toBe(false);
    expect(canInLibrary(staff(permissions.addDocument), "createDocument")).toBe(true);
    expect(canInLibrary(staff(permissions.addDocument), "createFolder")).toBe(false);
    expect(canInLibrary(staff(permissions.addFolder), "createFolder")).toBe(true);
  });

  it("edits its own records always and others' with Can edit all", () => {
    expect(canInLibrary(staff(), "editDocument", mine)).toBe(true);
    expect(canInLibrary(staff(), "editDocument", library)).toBe(false);
    expect(canInLibrary(staff(permissions.editAll), "editFolder", theirs)).toBe(true);
  });

  it("applies each delete rule, including only doc they create", () => {
    const ownDocs = staff(permissions.deleteOwnDocuments);
    expect(canInLibrary(ownDocs, "deleteDocument", mine)).toBe(true);
    expect(canInLibrary(ownDocs, "deleteDocument", theirs)).toBe(false);
    expect(canInLibrary(ownDocs, "deleteDocument", library)).toBe(false);
    expect(canInLibrary(staff(permissions.deleteAnyDocument), "deleteDocument", library)).toBe(true);
    const ownFolders = staff(permissions.deleteOwnFolders);
    expect(canInLibrary(ownFolders, "deleteFolder", mine)).toBe(true);
    expect(canInLibrary(ownFolders, "deleteFolder", theirs)).toBe(false);
    expect(canInLibrary(staff(permissions.deleteFoldersOfOthers), "deleteFolder", theirs)).toBe(true);
    expect(canInLibrary(staff(permissions.deleteFoldersOfOthers), "deleteFolder", mine)).toBe(false);
  });

  it("never counts a record as the user's own without a user id", () => {
    const anonymous: LibraryUser = { ...staff(permissions.deleteOwnDocuments), userId: undefined };
    expect(canInLibrary(anonymous, "deleteDocument", library)).toBe(false);
  });
});

describe("copyFileSchema", () => {
  it("requires a file name and reads portrait as potrait", () => {
    const parsed = copyFileSchema.safeParse({ fileId: "x", fileName: " ", policyNumber: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.enterFileName);
    const ok = copyFileSchema.parse({ fileId: "x", fileName: "Copy", format: "portrait", folderId: "" });
    expect(ok).toMatchObject({ fileName: "Copy", format: "potrait", policyNumber: "", folderId: undefined });
  });
});
