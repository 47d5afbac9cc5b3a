import { type MyFolder, myFilePdfMaxBytes, myFilesMessages } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  copyNameOf,
  folderPathLabel,
  folderTreeOf,
  formatSize,
  myFilesBaseOf,
  nameFromPdf,
  pdfProblem,
} from "./my-files-rules";

const folder = (id: string, name: string, parent: string | null, path: string[] = [name]): MyFolder => ({
  _id: id,
  id,
  type: "folder",
  folderName: name,
  parent,
  mainFolder: id,
  root: path.map((folderName, n) => ({ id: `${id}-${n}`, folderName })),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  deletedAt: null,
});

describe("myFilesBaseOf", () => {
  it("keeps the address the user came in by", () => {
    expect(myFilesBaseOf("/company/myDocuments/details")).toBe("/company/myDocuments");
    expect(myFilesBaseOf("/company/myfiles/editor")).toBe("/company/myfiles");
    expect(myFilesBaseOf("/company/myfiles")).toBe("/company/myfiles");
  });
});

describe("pdfProblem", () => {
  const pdf = { name: "lease.pdf", type: "application/pdf", size: 2048 };
  it("accepts a PDF within the cap", () => {
    expect(pdfProblem(pdf)).toBeNull();
    expect(pdfProblem({ ...pdf, type: "", name: "LEASE.PDF" })).toBeNull();
    expect(pdfProblem({ ...pdf, size: myFilePdfMaxBytes })).toBeNull();
  });
  it("refuses nothing chosen, another type, an empty file and one past the cap", () => {
    expect(pdfProblem(null)).toBe(myFilesMessages.choosePdf);
    expect(pdfProblem({ name: "notes.docx", type: "application/msword", size: 10 })).toBe(
      myFilesMessages.pdfOnly,
    );
    expect(pdfProblem({ ...pdf, size: 0 })).toBe(myFilesMessages.choosePdf);
    expect(pdfProblem({ ...pdf, size: myFilePdfMaxBytes + 1 })).toBe(myFilesMessages.pdfTooLarge);
  });
});

describe("names and sizes", () => {
  it("offers names for uploads and copies", () => {
    expect(nameFromPdf("Tenancy agreement.PDF")).toBe("Tenancy agreement");
    expect(copyNameOf("Rota")).toBe("Copy of Rota");
  });
  it("shows sizes in KB and MB", () => {
    expect(formatSize(10)).toBe("1 KB");
    expect(formatSize(20_480)).toBe("20 KB");
    expect(formatSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
  it("labels a folder by its path", () => {
    expect(folderPathLabel(folder("b", "Leases", "a", ["Homes", "Leases"]))).toBe("Homes / Leases");
  });
});

describe("folderTreeOf", () => {
  it("nests folders under their parents, by name, orphans at the top", () => {
    const tree = folderTreeOf([
      folder("c", "zeta", "a"),
      folder("a", "Homes", null),
      folder("b", "Alpha", "a"),
      folder("d", "Lost", "gone"),
    ]);
    expect(tree.map((node) => node.folder.folderName)).toEqual(["Homes", "Lost"]);
    expect(tree[0]?.children.map((node) => node.folder.folderName)).toEqual(["Alpha", "zeta"]);
  });
});
