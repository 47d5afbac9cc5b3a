import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "../../modules/orders/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { isUniqueViolation } from "./errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 on the error or on a wrapped cause", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("query failed", { cause: { code: "23505" } }))).toBe(true);
    expect(isUniqueViolation(new Error("query failed", { cause: { code: "23503" } }))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });

  it("recognises the error the database driver really raises", async () => {
    const coupon = { code: "RACE-1", kind: "percent" as const, amount: 10 };
    await t.app.platform.db.insert(coupons).values(coupon);
    const error = await t.app.platform.db
      .insert(coupons)
      .values({ ...coupon, code: "race-1" })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });
});
