import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@cloudoc/contract";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../platform/pdf/chromium";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";

const canPrint = Boolean(findChromium(process.env.CHROMIUM_PATH));
let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
  folder = await mkdtemp(path.join(tmpdir(), "cloudoc-samples-"));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const details = {
  companyName: "Larchfield House Ltd",
  name: "Amara Singh",
  email: "amara@larchfield.test",
  phone: "01132345678",
  line1: "12 Station Road",
  line2: "",
  city: "Harrogate",
  state: "North Yorkshire",
  country: "England",
  postalCode: "HG1 1AA",
  website: "https://larchfield.test",
  companyLogo: "",
  smallcompanyLogo: "",
};

describe("POST /api/download/sampledocument", () => {
  it.skipIf(!canPrint)("answers a zip of the 8 sample documents, personalised", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/download/sampledocument",
      payload: details,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/zip");
    expect(reply.headers["content-disposition"]).toContain("Cloudoc-sample-documents.zip");
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const names = Object.keys(zip.files).sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    expect(names).toHaveLength(8);
    expect(names.map((n) => Number.parseInt(n, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(names.every((n) => n.endsWith(".pdf"))).toBe(true);
    const first = zip.files[names[0] ?? ""];
    const file = path.join(folder, "first.pdf");
    await writeFile(file, await (first?.async("nodebuffer") ?? Buffer.alloc(0)));
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(text).toContain("Larchfield House Ltd");
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it("checks the details with the catalogue's messages", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/download/sampledocument",
      payload: { ...details, email: "not-an-email" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.validEmailRequired);
    const logo = await t.app.inject({
      method: "POST",
      url: "/api/download/sampledocument",
      payload: { ...details, companyLogo: "data:text/html;base64,PHNjcmlwdD4=" },
    });
    expect(logo.json().response).toBe(messages.sampleLogoInvalid);
  });
});
