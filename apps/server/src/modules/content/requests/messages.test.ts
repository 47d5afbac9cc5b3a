import { adminRequestMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import {
  auditOf,
  expectAdminOnly,
  type RequestsFixture,
  requestsFixture,
} from "../../profile/admin/test-support";
import { contactMessages } from "../tables";

let t: TestApp;
let f: RequestsFixture;
const unknownId = "00000000-0000-4000-8000-000000000000";

/** A visitor's message through the public contact call, as the site's form sends it. */
async function contactUs(email: string, topic: string, message: string) {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/site/submit/contact-us",
    payload: { name: "Sam Carter", email, companyName: "Meadowbank Care", topic, message },
  });
  expect(reply.statusCode).toBe(200);
  const [row] = await f.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  if (!row) throw new Error("message not stored");
  return row.id;
}

let question: string;
let demo: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await requestsFixture(t.app);
  question = await contactUs("sam@example.test", "General enquiry", "Do you cover Wales?");
  demo = await contactUs("jo@example.test", "Book a demo", "Tuesday mornings suit us.");
});
afterAll(() => t.close());

describe("admin message calls", () => {
  it.each([
    ["admin/message/list", {}],
    ["admin/message/view", { id: unknownId }],
    ["admin/message/status", { id: unknownId, status: "closed" }],
  ])("%s is for the platform admin with the second factor only", async (url, payload) => {
    await expectAdminOnly(f, url, payload);
  });
});

describe("POST /admin/message/list and /view", () => {
  it("keeps a message whose topic is a demo booking as a demo, and filters by kind", async () => {
    const all = (await f.asAdmin("admin/message/list")).json();
    expect(all.total).toBe(2);
    expect(all.list.map((item: { _id: string }) => item._id)).toEqual([demo, question]);
    const demos = (await f.asAdmin("admin/message/list", { kind: "demo" })).json();
    expect(demos.list).toEqual([
      expect.objectContaining({
        _id: demo,
        kind: "demo",
        topic: "Book a demo",
        status: "new",
        email: "jo@example.test",
      }),
    ]);
    const contacts = (await f.asAdmin("admin/message/list", { kind: "contact", search: "sam@" })).json();
    expect(contacts.list.map((item: { _id: string }) => item._id)).toEqual([question]);
    const counts = (await f.asAdmin("admin/requests/counts")).json().response;
    expect(counts).toMatchObject({ contactMessages: 1, demoBookings: 1 });
  });

  it("refuses an unknown kind", async () => {
    const reply = await f.asAdmin("admin/message/list", { kind: "sales" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "kind", message: adminRequestMessages.messageKindInvalid },
    ]);
  });

  it("shows one message in full, and 404 for an unknown one", async () => {
    const reply = await f.asAdmin("admin/message/view", { id: question });
    expect(reply.json().response).toMatchObject({
      _id: question,
      kind: "contact",
      name: "Sam Carter",
      companyName: "Meadowbank Care",
      message: "Do you cover Wales?",
    });
    expect((await f.asAdmin("admin/message/view", { id: unknownId })).statusCode).toBe(404);
  });
});

describe("POST /admin/message/status", () => {
  it("sets the status with a note and audits it", async () => {
    const reply = await f.asAdmin("admin/message/status", {
      id: demo,
      status: "closed",
      note: "Demo booked for 3 June",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ status: "closed", statusNote: "Demo booked for 3 June" });
    const [row] = await f.db.select().from(contactMessages).where(eq(contactMessages.id, demo));
    expect(row).toMatchObject({ status: "closed", statusNote: "Demo booked for 3 June" });
    const [event] = await auditOf(f, "admin.message.status", demo);
    expect(event).toMatchObject({ actorUserId: f.admin.admin.id, companyId: null });
    expect((await f.asAdmin("admin/message/list", { status: "closed" })).json().total).toBe(1);
  });

  it("refuses a bad status and changes nothing", async () => {
    const reply = await f.asAdmin("admin/message/status", { id: question, status: "answered" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "status", message: adminRequestMessages.requestStatusInvalid },
    ]);
    const [row] = await f.db.select().from(contactMessages).where(eq(contactMessages.id, question));
    expect(row).toMatchObject({ status: "new", statusChangedAt: null });
    expect(await auditOf(f, "admin.message.status", question)).toHaveLength(0);
  });

  it("answers 404 for an unknown message", async () => {
    expect((await f.asAdmin("admin/message/status", { id: unknownId, status: "closed" })).statusCode).toBe(
      404,
    );
  });
});
