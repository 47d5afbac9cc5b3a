import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { buildWordDocument } from "@cloudoc/documents";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWord } from "./word";

/** A one-pixel PNG, served to whoever asks: the test counts the asking. */
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
let server: Server;
let hits = 0;
let base = "";

beforeAll(async () => {
  server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { "content-type": "image/png" }).end(pixel);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inline = `data:image/png;base64,${pixel.toString("base64")}`;

describe("the Word export", () => {
  it("fetches nothing for images in the body, header or footer, and keeps inline images", async () => {
    const parts = buildWordDocument({
      body: `<p>Body<img src="${base}/body.png"><img src="${inline}"></p>`,
      header: `<p>Head<img src="${base}/header.png"></p>`,
      footer: `<p>Foot<img src="${base}/footer.png"></p>`,
      values: {},
      control: { title: "Falls", policyNumber: "FAL-01", version: "1", reviewDate: "01/01/2030" },
      orientation: "potrait",
      colours: {},
      logoUrl: "",
      companyName: "Meadowbank Care Ltd",
    });
    // Parts built elsewhere are stripped too: the converter itself is never handed a remote image.
    const raw = {
      html: `<p><img src="${base}/raw-body.png"></p>`,
      header: `<p><img src="${base}/raw-header.png"></p>`,
      footer: `<p><img src="${base}/raw-footer.png"></p>`,
      landscape: false,
      title: "Raw",
    };
    const [built] = await Promise.all([renderWord(parts), renderWord(raw)]);
    expect(hits).toBe(0);
    const media = Object.keys((await JSZip.loadAsync(built)).files).filter((name) =>
      /^word\/media\/./.test(name),
    );
    expect(media).toHaveLength(1);
  });
});
