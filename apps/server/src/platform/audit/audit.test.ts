import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database";
import { recordAudit } from "./audit";
import { auditEvents } from "./tables";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("audit events", () => {
  it("are written inside the caller's transaction", async () => {
    const { db } = database.handle;
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        companyId: null,
        actorUserId: null,
        action: "profile.update-document-settings",
        entityType: "settings",
        ip: "127.0.0.1",
        userAgent: "test",
      });
    });
    const rows = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "profile.update-document-settings"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: "settings", ip: "127.0.0.1", userAgent: "test", detail: {} });
  });

  it("roll back with the change they describe", async () => {
    const { db } = database.handle;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          companyId: null,
          actorUserId: null,
          action: "document.saved",
          entityType: "document",
        });
        throw new Error("the save failed");
      }),
    ).rejects.toThrow("the save failed");
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.action, "document.saved"));
    expect(rows).toEqual([]);
  });
});
