import { describe, expect, it } from "vitest";
import {
  classifyDownloadReply,
  emptyCompanyInfo,
  filenameFromDisposition,
  logoProblem,
  sampleDownloadBody,
  sampleDownloadFallbackName,
} from "./sample-download";

describe("sample download", () => {
  it("reads a file name from Content-Disposition, preferring filename*", () => {
    expect(filenameFromDisposition('attachment; filename="Samples.zip"')).toBe("Samples.zip");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''Caf%C3%A9%20samples.zip")).toBe(
      "Café samples.zip",
    );
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(filenameFromDisposition(null)).toBe(sampleDownloadFallbackName);
    expect(filenameFromDisposition("attachment")).toBe(sampleDownloadFallbackName);
  });

  it("classifies replies: a file, not available yet (404), or a failure", () => {
    expect(classifyDownloadReply(200, "application/zip")).toEqual({ kind: "file" });
    expect(classifyDownloadReply(404, "application/json")).toEqual({ kind: "unavailable" });
    expect(classifyDownloadReply(200, "application/json; charset=utf-8")).toEqual({
      kind: "failure",
      expectJson: true,
    });
    expect(classifyDownloadReply(500, "text/html")).toEqual({ kind: "failure", expectJson: false });
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
