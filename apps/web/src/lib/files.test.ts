import { describe, expect, it } from "vitest";
import { fileNameOf } from "./files";

describe("fileNameOf", () => {
  it("prefers the exact UTF-8 name of RFC 6266 (filename*) to the plain one", () => {
    expect(
      fileNameOf(
        `attachment; filename="Care_planning.pdf"; filename*=UTF-8''Care%20planning%20%E2%80%93%20Wales.pdf`,
        "x",
      ),
    ).toBe("Care planning – Wales.pdf");
    expect(fileNameOf("attachment; filename*=utf-8''Caf%C3%A9%20samples.zip", "x")).toBe("Café samples.zip");
  });

  it("reads a plain filename, quoted or not", () => {
    expect(fileNameOf('attachment; filename="ENG-CD-01 Care.pdf"', "x")).toBe("ENG-CD-01 Care.pdf");
    expect(fileNameOf("inline; filename=Samples.zip", "x")).toBe("Samples.zip");
  });

  it("falls back to the plain name when the exact one is malformed", () => {
    expect(fileNameOf(`attachment; filename="Index.pdf"; filename*=UTF-8''%E2%80`, "x")).toBe("Index.pdf");
  });

  it("keeps a plain file name: folders stripped, control characters removed", () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', "x")).toBe("passwd");
    expect(fileNameOf("attachment; filename*=UTF-8''..%5C..%5Cboot.ini", "x")).toBe("boot.ini");
    expect(fileNameOf("attachment; filename*=UTF-8''Policy%0D%0A%07.pdf", "x")).toBe("Policy.pdf");
  });

  it("answers the fallback without a usable name", () => {
    expect(fileNameOf(null, "Document.pdf")).toBe("Document.pdf");
    expect(fileNameOf(undefined, "Document.pdf")).toBe("Document.pdf");
    expect(fileNameOf("attachment", "Cloudoc-sample-documents.zip")).toBe("Cloudoc-sample-documents.zip");
    expect(fileNameOf('attachment; filename="/"', "Document.pdf")).toBe("Document.pdf");
  });
});
