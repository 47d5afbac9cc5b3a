import { adminCatalogueMessages as m, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../../testing/session";
import { multipartBody, png } from "../../profile/test-files";
import { packages } from "../tables";
import { type CatalogueFixture, catalogueFixture } from "./test-support";

let f: CatalogueFixture;
let id: string;
beforeAll(async () => {
  f = await catalogueFixture();
  id = f.ids.packageId("care-home-scotland");
});
afterAll(() => f.t.close());

async function upload(bytes: Buffer, filename = "picture.png", packageId = id) {
  const { payload, contentType } = multipartBody({ id: packageId }, [
    { name: "image", filename, contentType: "image/png", bytes },
  ]);
  const reply = await f.t.app.inject({
    method: "POST",
    url: "/api/admin/package/image/upload",
    headers: { ...f.headers, "content-type": contentType },
    payload,
  });
  return { code: reply.statusCode, json: reply.json() };
}
const storedImage = async () => (await f.db.select().from(packages).where(eq(packages.id, id)))[0]?.image;

describe("a package's image", () => {
  it("is stored, served to anyone at its address, and replaces the last upload", async () => {
    expect(await storedImage()).toBe("/content/packages/care-home-scotland.svg");
    const first = await upload(png(64, 48));
    expect(first.code).toBe(200);
    const firstUrl: string = first.json.response.image;
    expect(firstUrl).toMatch(/^\/api\/subscription\/image\/[0-9a-f-]{36}\.png$/);
    expect(await storedImage()).toBe(firstUrl);
    expect((await f.audit("admin.package.image", id))?.detail).toEqual({ image: firstUrl });
    const served = await f.t.app.inject({ method: "GET", url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png(64, 48))).toBe(true);

    const second = await upload(png(10, 10, [0, 0, 0]));
    expect(second.json.response.image).not.toBe(firstUrl);
    expect((await f.t.app.inject({ method: "GET", url: firstUrl })).statusCode).toBe(404);
    const list = await f.t.app.inject({
      method: "GET",
      url: "/api/user/get-subscription-lists?countries=scotland",
    });
    expect(list.json().list[0].subscription_image).toBe(second.json.response.image);
  });

  it("refuses what is not a PNG, JPEG or WebP by its bytes, or is over 2 MB, keeping the image", async () => {
    const before = await storedImage();
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.code).toBe(415);
    expect(svg.json.response).toBe(m.packageImageType);
    const gif = await upload(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "a.gif");
    expect(gif.json.response).toBe(m.packageImageType);
    const large = await upload(Buffer.concat([png(8, 8), Buffer.alloc(2 * 1024 * 1024)]));
    expect(large.code).toBe(413);
    expect(large.json.response).toBe(m.packageImageTooLarge);
    const form = multipartBody({ id });
    const none = await f.t.app.inject({
      method: "POST",
      url: "/api/admin/package/image/upload",
      headers: { ...f.headers, "content-type": form.contentType },
      payload: form.payload,
    });
    expect(none.json().response).toBe(messages.chooseImage);
    const unknown = await upload(png(8, 8), "a.png", "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f");
    expect(unknown.code).toBe(404);
    expect(await storedImage()).toBe(before);
  });

  it("answers 404 for an address that holds no image", async () => {
    const reply = await f.t.app.inject({
      method: "GET",
      url: "/api/subscription/image/00000000-0000-0000-0000-000000000000.png",
      headers: bearer("nobody"),
    });
    expect(reply.statusCode).toBe(404);
  });
});
