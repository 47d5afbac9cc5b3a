import { messages } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { emptyCompanyInfo, failedOutcome, logoProblem, sampleDownloadBody } from "./sample-download";

describe("sample download", () => {
  it("tells a failure: not available yet (404), else the server's message", () => {
    expect(failedOutcome(new ApiError(messages.notFound, "failure", 404))).toEqual({ kind: "unavailable" });
    expect(failedOutcome(new ApiError(messages.validEmailRequired, "failure", 400))).toEqual({
      kind: "error",
      message: messages.validEmailRequired,
    });
    expect(failedOutcome(new Error("The logo could not be read."))).toEqual({
      kind: "error",
      message: messages.somethingWentWrong,
    });
  });

  it("sends every field trimmed, the phone as digits and the logo as a data URL", () => {
    const body = sampleDownloadBody(
      { ...emptyCompanyInfo, name: "  Ann  ", city: "Leeds", phone: "(0123) 456-7890 " },
      "",
    );
    expect(body.name).toBe("Ann");
    expect(body.city).toBe("Leeds");
    expect(body.phone).toBe("01234567890");
    expect(body.country).toBe("United Kingdom");
    expect(body.companyLogo).toBe("");
    const logo = "data:image/png;base64,iVBORw0KGgo=";
    expect(sampleDownloadBody(emptyCompanyInfo, logo)).toMatchObject({
      companyLogo: logo,
      smallcompanyLogo: logo,
    });
  });

  it("accepts small PNG and JPEG logos only", () => {
    expect(logoProblem(null)).toBeNull();
    expect(logoProblem({ size: 1000, type: "image/png" })).toBeNull();
    expect(logoProblem({ size: 1000, type: "image/gif" })).toMatch(/PNG or JPEG/);
    expect(logoProblem({ size: 400 * 1024, type: "image/jpeg" })).toMatch(/290 KB/);
  });
});
