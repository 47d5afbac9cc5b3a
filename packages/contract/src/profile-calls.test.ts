import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import {
  companyVariablesUpdateSchema,
  documentSettingsUpdateSchema,
  parseChangeRequest,
  paymentTabSchema,
  profileTabPatchSchemas,
} from "./profile-calls";

describe("the profile calls' contract", () => {
  it("changes only the fields a tab save sends", () => {
    expect(profileTabPatchSchemas.tab_1.parse({ companyName: " A " })).toEqual({ companyName: "A" });
    expect(profileTabPatchSchemas.tab_2.parse({})).toEqual({});
    expect(profileTabPatchSchemas.tab_1.safeParse({ company_email: "x" }).error?.issues[0]?.message).toBe(
      messages.validEmailRequired,
    );
  });

  it("never takes a card number as a card token", () => {
    for (const token of ["4242424242424242", "4242 4242 4242 4242", "4242-4242-4242-4242"]) {
      expect(paymentTabSchema.safeParse({ card_token: token }).success).toBe(false);
    }
    expect(paymentTabSchema.parse({ card_token: "pm_1Abc23Def" }).card_token).toBe("pm_1Abc23Def");
  });

  it("reads colours as JSON text or an object, and refuses unknown headings", () => {
    expect(documentSettingsUpdateSchema.parse({ color: '{"h1":"#fff"}' }).color).toEqual({ h1: "#fff" });
    expect(documentSettingsUpdateSchema.parse({ color: { all: "" } }).color).toEqual({ all: "" });
    expect(documentSettingsUpdateSchema.safeParse({ color: { h7: "#fff" } }).success).toBe(false);
    expect(documentSettingsUpdateSchema.safeParse({ color: "not json" }).success).toBe(false);
  });

  it("reads what an edit request asks to change, locked fields only", () => {
    expect(parseChangeRequest("")).toEqual({});
    expect(parseChangeRequest("companyName")).toEqual({ companyName: "" });
    expect(parseChangeRequest('["trading_name","companyRegNo"]')).toEqual({
      trading_name: "",
      companyRegNo: "",
    });
    expect(parseChangeRequest('{"trading_name":" New "}')).toEqual({ trading_name: "New" });
    expect(parseChangeRequest("website")).toBeNull();
    expect(parseChangeRequest("{bad")).toBeNull();
    expect(parseChangeRequest('{"companyName":5}')).toBeNull();
  });

  it("takes one variable or a list", () => {
    expect(companyVariablesUpdateSchema.safeParse({ key: "fax", value: "1" }).success).toBe(true);
    expect(companyVariablesUpdateSchema.safeParse({ variables: [{ key: "fax", value: "" }] }).success).toBe(
      true,
    );
    expect(companyVariablesUpdateSchema.safeParse({ key: "fax" }).success).toBe(false);
  });
});
