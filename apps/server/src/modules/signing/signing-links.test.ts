import { readdirSync, readFileSync } from "node:fs";
import { messages, signingMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawnSignature, type SigningFixture, signingFixture } from "./test-support";

let f: SigningFixture;

beforeAll(async () => {
  f = await signingFixture("links");
});
afterAll(() => f.t.close());

const hourMs = 60 * 60 * 1000;
const later = (hours: number) => f.clock.set(new Date(f.clock.now().getTime() + hours * hourMs));
const sent = async (payload: object = {}) => {
  const reply = await f.send({ signingOrder: "parallel", ...payload });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return reply.json().data as { _id: string; signers: { _id: string }[] };
};

describe("signing links", () => {
  it("are refused once the envelope has expired", async () => {
    const envelope = await sent({ expiresInDays: 1 });
    const { token } = await f.linkOf("sam@links.test");
    later(25);
    const refused = await f.visit("public/signing/open", { token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().response).toBe(signingMessages.linkInvalid);
    expect((await f.sign(token)).statusCode).toBe(404);
    const listed = (await f.post("user/signing/list", { status: "expired" })).json();
    expect(listed.list.map((e: { _id: string }) => e._id)).toContain(envelope._id);
  });

  it("are revoked when the sender voids the envelope", async () => {
    const envelope = await sent();
    const { token } = await f.linkOf("pat@links.test");
    const voided = await f.post("user/signing/void", { id: envelope._id, reason: "Sent the wrong version" });
    expect(voided.json()).toMatchObject({ response: signingMessages.voided, data: { status: "voided" } });
    expect((await f.visit("public/signing/open", { token })).statusCode).toBe(404);
    expect((await f.visit("public/signing/document", { token })).statusCode).toBe(404);
    expect((await f.sign(token)).json().response).toBe(signingMessages.linkInvalid);
    const again = await f.post("user/signing/void", { id: envelope._id, reason: "Twice" });
    expect(again.statusCode).toBe(409);
  });

  it("are replaced by a reminder, which is capped and spaced an hour apart", async () => {
    const envelope = await sent();
    const first = await f.linkOf("sam@links.test");
    const signerId = envelope.signers[0]?._id;
    const remind = () => f.post("user/signing/remind", { id: envelope._id, signerId });
    const tooSoon = await remind();
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().response).toBe(signingMessages.reminderTooSoon);
    for (let reminder = 1; reminder <= 3; reminder += 1) {
      later(2);
      expect((await remind()).json().response).toBe(signingMessages.reminded);
    }
    later(2);
    expect((await remind()).json().response).toBe(signingMessages.reminderLimit);
    const newest = await f.linkOf("sam@links.test");
    expect(newest.token).not.toBe(first.token);
    expect((await f.visit("public/signing/open", { token: first.token })).statusCode).toBe(404);
    expect((await f.visit("public/signing/open", { token: newest.token })).statusCode).toBe(200);
  });

  it("open only the envelope they were sent for", async () => {
    const envelope = await sent({ signers: [{ name: "Sam Signer", email: "sam@links.test" }] });
    const { token } = await f.linkOf("sam@links.test");
    const opened = (await f.visit("public/signing/open", { token })).json().response;
    const detail = (await f.post("user/signing/get", { id: envelope._id })).json().data;
    expect(opened.documentSha256).toBe(detail.originalSha256);
    expect(
      (await f.visit("public/signing/open", { token: token.replace(/.$/, (c) => (c === "A" ? "B" : "A")) }))
        .statusCode,
    ).toBe(404);
  });
});

describe("input and access", () => {
  it("checks what is sent and how it is signed", async () => {
    const none = await f.send({ signers: [] });
    expect(none.json().errors[0].message).toBe(signingMessages.signersRequired);
    const twice = await f.send({
      signers: [
        { name: "A", email: "x@y.test" },
        { name: "B", email: "X@y.test" },
      ],
    });
    expect(twice.json().errors[0].message).toBe(signingMessages.duplicateSigner);
    expect((await f.send({ expiresInDays: 365 })).statusCode).toBe(400);
    await sent({ signers: [{ name: "Sam Signer", email: "sam@links.test" }] });
    const { token } = await f.linkOf("sam@links.test");
    expect((await f.sign(token, { agree: false })).statusCode).toBe(400);
    expect(
      (await f.sign(token, { signatureType: "drawn", drawnImage: "data:image/png;base64,AAAA" })).json()
        .response,
    ).toBe(signingMessages.signatureImageInvalid);
    expect((await f.sign(token, { signatureType: "drawn", drawnImage: drawnSignature })).statusCode).toBe(
      200,
    );
    expect((await f.visit("public/signing/open", { token: "short" })).statusCode).toBe(400);
  });

  it("needs the DocuSign permission and the pro package, and keeps envelopes to their company", async () => {
    const envelope = await sent();
    expect((await f.send({}, f.tokens.outsiderA)).statusCode).toBe(403);
    const noPro = await f.post("user/signing/list", {}, f.tokens.ownerC);
    expect(noPro.statusCode).toBe(403);
    expect(noPro.json().response).toBe(messages.proPackageNeeded);
    expect((await f.post("user/signing/get", { id: envelope._id }, f.tokens.ownerB)).statusCode).toBe(404);
    expect(
      (await f.post("user/signing/void", { id: envelope._id, reason: "x" }, f.tokens.ownerB)).statusCode,
    ).toBe(404);
    expect((await f.send({}, f.tokens.ownerB)).statusCode).toBe(404);
    // A staff user sees the envelopes they sent; the owner's are not theirs, nor their My Files.
    expect((await f.post("user/signing/get", { id: envelope._id }, f.tokens.senderA)).statusCode).toBe(404);
    expect((await f.post("user/signing/list", {}, f.tokens.senderA)).json().total).toBe(0);
    expect((await f.send({}, f.tokens.senderA)).statusCode).toBe(404);
  });

  it("rate-limits the public calls per address", async () => {
    const unknown = "A".repeat(43);
    const answers = [];
    for (let call = 0; call < 21; call += 1)
      answers.push((await f.sign(unknown, {}, "203.0.113.99")).statusCode);
    expect(answers.slice(0, 20).every((code) => code === 404)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await f.sign(unknown, {}, "203.0.113.100")).statusCode).toBe(404);
  });
});

describe("the envelope's trail", () => {
  it("is only ever added to: no server code updates or deletes its rows", () => {
    const modules = new URL("../", import.meta.url);
    const sources = readdirSync(modules, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(sources).toContain("signing/queries.ts");
    const changing = sources.filter((name) =>
      /\.(update|delete)\(\s*signingEvents\b/.test(readFileSync(new URL(name, modules), "utf8")),
    );
    expect(changing).toEqual([]);
  });
});
