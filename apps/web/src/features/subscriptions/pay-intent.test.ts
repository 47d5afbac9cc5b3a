import { describe, expect, it } from "vitest";
import { readPayIntent } from "./pay-intent";

describe("readPayIntent", () => {
  it("reads a renewal, add-ons or document management kept in the session", () => {
    const renew = { kind: "renew", subscriptionId: "s1", packageName: "Care", plan: "yearly", price: 799 };
    expect(readPayIntent(renew)).toEqual(renew);
    const addOns = { ...renew, kind: "addOns", plan: "trial", addOns: ["pro"] };
    expect(readPayIntent(addOns)).toEqual(addOns);
    expect(readPayIntent({ kind: "management", subscriptionId: "s1" })).toEqual({
      kind: "management",
      subscriptionId: "s1",
    });
  });

  it("ignores anything else: nothing kept, another shape, or a renewal on a trial", () => {
    expect(readPayIntent(undefined)).toBeNull();
    expect(readPayIntent({ packageId: "p1" })).toBeNull();
    expect(
      readPayIntent({
        kind: "addOns",
        subscriptionId: "s1",
        packageName: "Care",
        plan: "monthly",
        addOns: [],
        price: 0,
      }),
    ).toBeNull();
    expect(
      readPayIntent({ kind: "renew", subscriptionId: "s1", packageName: "Care", plan: "trial", price: 1 }),
    ).toBeNull();
  });
});
