import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { inputInQuery, messages, type RouteDefinition, routeKey, routes } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../modules/accounts/tables";
import { type LibraryFixture, libraryFixture } from "../modules/library/test-support";
import { postForm } from "../modules/profile/test-files";
import { createTestApp, type TestApp } from "../testing/app";
import { createUser } from "../testing/factories";
import { inputFor, textFieldsOf, urlOf } from "../testing/route-inputs";
import { bearer } from "../testing/session";
import { sha256 } from "./tokens";

/**
 * Hostile input (issue 23): text no database can store, numbers past PostgreSQL's integer, broken
 * multipart bodies, huge headers and over-long id lists each answer a 4xx envelope with a clear
 * message, never a 500. The first suite walks the whole route table, so a new call is covered too.
 */

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  f = await libraryFixture(t);
}, 180_000);
afterAll(() => t.close());

/** A platform admin's session with the second factor proved. */
async function adminToken() {
  const admin = await createUser(f.db, { companyId: null, role: "admin" });
  const token = await f.tokenOf(admin);
  await f.db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.tokenHash, sha256(token)));
  return token;
}

const hostileTexts = { "a NUL byte": "Sample\u0000text", "a lone surrogate": "Sample\ud800text" };
/** A URL cannot carry a lone surrogate (it is encoded as U+FFFD), so a query gets the NUL only. */
const hostileTextsFor = (definition: RouteDefinition) =>
  inputInQuery(definition) ? { "a NUL byte": hostileTexts["a NUL byte"] } : hostileTexts;

function inject(definition: RouteDefinition, token: string, input: Record<string, unknown>, params = {}) {
  const get = inputInQuery(definition);
  return t.app.inject({
    method: definition.method,
    url: urlOf(definition, params, get ? input : undefined),
    headers: bearer(token),
    ...(get ? {} : { payload: input }),
  });
}

describe("text no database can store", () => {
  const table: RouteDefinition[] = Object.values(routes);
  const withText = table.filter((d) => !d.multipart && textFieldsOf(d).length > 0);

  it("is tried on calls of every kind", () => {
    expect(withText.filter((d) => d.method === "POST").length).toBeGreaterThan(30);
  });

  it.each(withText.map((d) => [routeKey(d), d] as const))(
    "%s refuses it in every text field with a 4xx envelope",
    async (_key, definition) => {
      // A fresh session each time: a call that wrongly went through could have ended the last one.
      // Admin calls are tried as the platform admin with the second factor, so the input is read.
      const token = definition.access === "admin" ? await adminToken() : await f.tokenOf(f.a.owner);
      const wrong: string[] = [];
      for (const field of textFieldsOf(definition)) {
        for (const [name, text] of Object.entries(hostileTextsFor(definition))) {
          const { input, params } = inputFor(definition, (name) => (name === field ? text : undefined));
          const reply = await inject(definition, token, input, params);
          const refused = reply.statusCode >= 400 && reply.statusCode < 500;
          if (!refused || !reply.body.startsWith('{"status":0,')) {
            wrong.push(`${field} with ${name}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
          }
        }
      }
      expect(wrong.join("\n")).toBe("");
    },
  );

  it("answers 400 naming the field", async () => {
    const reply = await f.post(f.ownerA, "user/createfolder", { folderName: "Policies\u0000" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      response: messages.textHasInvalidCharacters,
      errors: [{ field: "folderName", message: messages.textHasInvalidCharacters }],
    });
  });
});

describe("a version number past PostgreSQL's integer", () => {
  it("answers 400 on save and on viewing a version", async () => {
    const [document] = await f.documentsOf(f.a.company.id);
    const save = await f.post(f.ownerA, "user/savecontent", {
      fileId: document?.id,
      content: "<p>Text</p>",
      version: 2 ** 31,
    });
    expect(save.statusCode, save.body).toBe(400);
    expect(save.json()).toMatchObject({ status: 0, response: messages.versionInvalid });
    const view = await f.get(
      f.ownerA,
      `user/document/version/view?fileId=${document?.id}&version=${2 ** 31}`,
    );
    expect(view.statusCode, view.body).toBe(400);
    expect(view.json()).toMatchObject({ status: 0, response: messages.versionNotFound });
  });
});

describe("a malformed multipart body", () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: "POST",
      url: `/api${routes.uploadCompanyLogo.path}`,
      headers: { ...bearer(f.ownerA), "content-type": contentType },
      payload,
    });

  it("answers 400 when the body breaks off or has no boundary", async () => {
    const cut = '--edge\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab';
    for (const reply of [
      await upload("multipart/form-data; boundary=edge", cut),
      await upload("multipart/form-data", cut),
      await upload("multipart/form-data; boundary=edge", "no boundary in these bytes at all"),
    ]) {
      expect(reply.json(), reply.body).toEqual({ status: 0, response: messages.invalidMultipart });
      expect(reply.statusCode).toBe(400);
    }
  });
});

describe("text no database can store, in a form", () => {
  it("answers 400 naming the field or the file", async () => {
    const url = routes.requestProfileEdit.path.slice(1);
    const field = await postForm(t.app, f.ownerA, url, { reason: "Moved\u0000", changeRequest: "{}" });
    const file = await postForm(t.app, f.ownerA, url, { reason: "Moved" }, [
      {
        name: "file",
        filename: "proof\u0000.pdf",
        contentType: "application/pdf",
        bytes: Buffer.from("%PDF"),
      },
    ]);
    for (const [reply, name] of [
      [field, "reason"],
      [file, "file"],
    ] as const) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({
        response: messages.textHasInvalidCharacters,
        errors: [{ field: name }],
      });
    }
  });
});

describe("too many ids in one request", () => {
  const many = Array.from(
    { length: 501 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  );
  const calls: [string, Record<string, unknown>][] = [
    ["user/documents/bulkreview", { files: many, review_date: "01/01/2030" }],
    ["company/update-bulk-files", { files: many, actiontype: "published" }],
    ["user/bulk-export-pdf", { values: many, download_format: "pdf" }],
    ["user/documents/delete/permanently", { delData: many, collection_type: "userfiles" }],
  ];

  it.each(calls)("%s says how many may be sent", async (url, payload) => {
    const reply = await f.post(f.ownerA, url, payload);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ status: 0, response: messages.tooManyDocumentsSelected });
    expect(messages.tooManyDocumentsSelected).toContain("500");
  });
});

describe("over-long headers", () => {
  it("answer 431 in the envelope", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { port, host: "127.0.0.1", path: "/api/health", headers: { "x-padding": "a".repeat(40_000) } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => {
            body += String(chunk);
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      request.end();
    });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toEqual({ status: 0, response: messages.headersTooLarge });
  });
});
