import { describe, expect, it } from "vitest";
import { menuOrder } from "./row-actions";

const action = (label: string, danger?: boolean) => ({ label, danger });

describe("menuOrder", () => {
  it("leaves out what is not allowed and keeps the listed order", () => {
    const { safe, dangerous } = menuOrder([action("View details"), false, action("Resend invitation")]);
    expect(safe.map((a) => a.label)).toEqual(["View details", "Resend invitation"]);
    expect(dangerous).toEqual([]);
  });

  it("puts the dangerous actions last, wherever they were listed", () => {
    const { safe, dangerous } = menuOrder([
      action("Deactivate", true),
      action("View details"),
      action("Edit"),
    ]);
    expect(safe.map((a) => a.label)).toEqual(["View details", "Edit"]);
    expect(dangerous.map((a) => a.label)).toEqual(["Deactivate"]);
  });

  it("has nothing dangerous when the dangerous action is not allowed", () => {
    expect(menuOrder([action("View details"), false]).dangerous).toEqual([]);
  });
});
