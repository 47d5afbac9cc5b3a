import { helpMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastEmailTo } from "../../testing/outbox";
import { type HelpFixture, helpFixture, inHours, outOfHours } from "./test-support";

let f: HelpFixture;
beforeAll(async () => {
  f = await helpFixture();
});
afterAll(() => f.t.close());

/** A visitor's first message, solved bot check and all; answers the conversation and token. */
async function visitorStarts(message = "Do you cover supported living in Wales?") {
  const { code, body } = await f.post("help/chat/send", { message, captcha: await f.pass() });
  expect(code).toBe(200);
  return { id: body.data._id as string, token: body.visitorToken as string };
}

describe("Live chat for a visitor", () => {
  it("says the team is in during support hours, with no conversation yet", async () => {
    const { code, body } = await f.post("help/chat", {});
    expect(code).toBe(200);
    expect(body.response).toEqual({
      online: true,
      hours: "Monday to Friday, 09:00–17:00 (UK time)",
      conversation: null,
    });
  });

  it("needs a solved bot check for the first message, then hands back the token to keep", async () => {
    const refused = await f.post("help/chat/send", { message: "Hello" });
    expect(refused.code).toBe(400);
    expect(refused.body.response).toBe(helpMessages.botCheckFailed);
    const { id, token } = await visitorStarts();
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const state = await f.post("help/chat", { visitorToken: token });
    expect(state.body.response.conversation).toMatchObject({ _id: id, kind: "chat", status: "open" });
    expect(state.body.response.conversation.messages).toHaveLength(1);
    expect(await f.audit("help.chat.started", id)).toMatchObject({ companyId: null, actorUserId: null });
  });

  it("continues with the token, and answers 404 to no token or another browser's", async () => {
    const { id, token } = await visitorStarts();
    const next = await f.post("help/chat/send", {
      conversationId: id,
      visitorToken: token,
      message: "Anyone?",
    });
    expect(next.code).toBe(200);
    expect(next.body.visitorToken).toBeNull();
    expect(next.body.data.messages.map((m: { body: string }) => m.body)).toContain("Anyone?");
    const other = await visitorStarts("Someone else");
    for (const visitorToken of [undefined, other.token]) {
      expect((await f.post("help/chat/messages", { conversationId: id, visitorToken })).code).toBe(404);
      const send = { conversationId: id, visitorToken, message: "Let me in" };
      expect((await f.post("help/chat/send", send)).code).toBe(404);
    }
    expect((await f.post("help/chat/messages", { conversationId: id, visitorToken: token })).code).toBe(200);
  });
});

describe("Live chat for a signed-in company", () => {
  it("belongs to the company: its staff read it, another company gets 404", async () => {
    const { code, body } = await f.post(
      "help/chat/send",
      { message: "Our export is stuck" },
      f.tokens.ownerA,
    );
    expect(code).toBe(200);
    expect(body.visitorToken).toBeNull();
    const id = body.data._id;
    const read = (token?: string, visitorToken?: string) =>
      f.post("help/chat/messages", { conversationId: id, visitorToken }, token);
    expect((await read(f.tokens.staffA)).code).toBe(200);
    expect((await f.post("help/chat", {}, f.tokens.staffA)).body.response.conversation._id).toBe(id);
    expect((await read(f.tokens.ownerB)).code).toBe(404);
    expect((await f.post("help/chat/send", { conversationId: id, message: "x" }, f.tokens.ownerB)).code).toBe(
      404,
    );
    expect((await f.post("help/chat", {}, f.tokens.ownerB)).body.response.conversation).toBeNull();
    expect((await read(undefined, "a".repeat(43))).code).toBe(404);
    expect(await f.audit("help.chat.started", id)).toMatchObject({
      companyId: f.a.company.id,
      actorUserId: f.a.owner.id,
    });
  });
});

describe("The Support area answers", () => {
  it("lists the conversation as open, replies (answered, seen by the visitor) and closes it", async () => {
    const { id, token } = await visitorStarts("Can I pay by invoice?");
    const list = await f.adminPost("admin/support/list", { status: "open" });
    expect(list.code).toBe(200);
    expect(list.body.list.find((item: { _id: string }) => item._id === id)).toMatchObject({
      kind: "chat",
      status: "open",
      companyName: "",
      lastMessage: "Can I pay by invoice?",
    });
    expect(list.body.open).toBeGreaterThan(0);

    const reply = await f.adminPost("admin/support/reply", { id, message: "Yes, yearly plans can." });
    expect(reply.code).toBe(200);
    expect(reply.body.data.status).toBe("answered");
    const seen = await f.post("help/chat/messages", { conversationId: id, visitorToken: token });
    expect(seen.body.response.messages.map((m: { from: string }) => m.from)).toEqual(["visitor", "team"]);
    expect(await f.audit("admin.support.replied", id)).toMatchObject({ actorUserId: f.admin.admin.id });

    const closed = await f.adminPost("admin/support/close", { id });
    expect(closed.body.data.status).toBe("closed");
    const after = await f.post("help/chat/send", {
      conversationId: id,
      visitorToken: token,
      message: "Thanks",
    });
    expect(after.code).toBe(409);
    expect(after.body.response).toBe(helpMessages.conversationClosed);
    expect((await f.post("help/chat", { visitorToken: token })).body.response.conversation).toBeNull();
    expect((await f.adminPost("admin/support/reply", { id, message: "Late" })).code).toBe(409);
  });

  it("shows a company's conversation with its name, and answers 404 to an unknown id", async () => {
    await f.post("help/chat/send", { message: "From company B" }, f.tokens.ownerB);
    const list = await f.adminPost("admin/support/list", { search: "" });
    const item = list.body.list.find((row: { lastMessage: string }) => row.lastMessage === "From company B");
    const view = await f.adminPost("admin/support/view", { id: item._id });
    expect(view.body.response.companyName).toBe(item.companyName);
    expect(item.companyName).not.toBe("");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await f.adminPost("admin/support/view", { id: unknown })).code).toBe(404);
  });

  it("is the platform team's only: a company owner gets 403", async () => {
    expect((await f.post("admin/support/list", {}, f.tokens.ownerA)).code).toBe(403);
  });
});

describe("Out of support hours", () => {
  it("becomes a message form: name and email needed, kept as offline, emailed, and the reply emailed back", async () => {
    f.clock.set(outOfHours);
    try {
      expect((await f.post("help/chat", {})).body.response.online).toBe(false);
      const message = "Please call me about the Ofsted bundle";
      const missing = await f.post("help/chat/send", { message, captcha: await f.pass() });
      expect(missing.code).toBe(400);
      expect(missing.body.response).toBe(helpMessages.offlineDetailsRequired);
      expect(missing.body.errors).toContainEqual({
        field: "email",
        message: helpMessages.offlineDetailsRequired,
      });
      const sent = await f.post("help/chat/send", {
        message,
        name: "Pat Lee",
        email: "pat.lee@example.test",
        captcha: await f.pass(),
      });
      expect(sent.code).toBe(200);
      expect(sent.body.response).toBe(helpMessages.offlineSent);
      expect(sent.body.data.kind).toBe("offline");
      const toSupport = await lastEmailTo(f.t.dataDir, "support@cloudoc.co.uk");
      expect(toSupport).toContain("Live chat message (out of hours) from Pat Lee");
      expect(toSupport).toContain("Ofsted bundle");

      await f.adminPost("admin/support/reply", { id: sent.body.data._id, message: "Calling you on Monday." });
      expect(await lastEmailTo(f.t.dataDir, "pat.lee@example.test")).toContain("Calling you on Monday.");
    } finally {
      f.clock.set(inHours);
    }
  });

  it("follows the hours saved in settings (here: every day)", async () => {
    f.clock.set(outOfHours);
    try {
      await f.setHours({ days: [0, 1, 2, 3, 4, 5, 6], from: "08:00", to: "20:00" });
      expect((await f.post("help/chat", {})).body.response).toMatchObject({
        online: true,
        hours: "Every day, 08:00–20:00 (UK time)",
      });
    } finally {
      await f.setHours({ days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" });
      f.clock.set(inHours);
    }
  });
});

describe("Limits", () => {
  it("lets one address start five conversations an hour (429 after)", async () => {
    const ip = "198.51.100.201";
    for (let i = 0; i < 5; i++) {
      expect((await f.post("help/chat/send", { message: `Hi ${i}` }, f.tokens.ownerA, ip)).code).toBe(200);
    }
    expect((await f.post("help/chat/send", { message: "Hi again" }, f.tokens.ownerA, ip)).code).toBe(429);
  });

  it("refuses a message over 2000 characters with the field's message", async () => {
    const { code, body } = await f.post("help/chat/send", { message: "x".repeat(2001) }, f.tokens.ownerA);
    expect(code).toBe(400);
    expect(body.errors).toContainEqual({ field: "message", message: helpMessages.messageTooLong });
  });
});

describe("The support settings", () => {
  it("are edited with the site settings: hours checked, then used by the chat and the emails", async () => {
    const current = (await f.adminPost("admin/settings/get", {})).body.response;
    const backwards = { ...current, supportHours: { days: [1], from: "17:00", to: "09:00" } };
    const refused = await f.adminPost("admin/settings/save", backwards);
    expect(refused.code).toBe(400);
    expect(refused.body.errors).toContainEqual({
      field: "supportHours.to",
      message: helpMessages.hoursOrder,
    });
    const badEmail = await f.adminPost("admin/settings/save", { ...current, supportEmail: "nobody" });
    expect(badEmail.body.errors).toContainEqual({
      field: "supportEmail",
      message: "Valid Email is required",
    });

    const saved = await f.adminPost("admin/settings/save", { ...current, supportEmail: "desk@cloudoc.test" });
    expect(saved.code).toBe(200);
    expect((await f.post("get/settings", {})).body.response.supportEmail).toBe("desk@cloudoc.test");
    await f.post("help/request", {
      name: "Ali Khan",
      email: "ali.khan@example.test",
      question: "Where do I find the index?",
      captcha: await f.pass(),
    });
    expect(await lastEmailTo(f.t.dataDir, "desk@cloudoc.test")).toContain("Where do I find the index?");
  });
});
