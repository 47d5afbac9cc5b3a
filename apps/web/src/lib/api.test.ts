import { messages } from "@cloudoc/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, buildUrl, configureApi, failureMessage, readEnvelope } from "./api";

function reply(status: number, body: unknown): Response {
  return new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("readEnvelope", () => {
  it("returns a success envelope with its extras", () => {
    const envelope = readEnvelope<string, { total: number }>(200, { status: 1, response: "ok", total: 3 });
    expect(envelope).toEqual({ status: 1, response: "ok", total: 3 });
  });

  it.each([2, 3])("passes status %i through (already added, already subscribed)", (status) => {
    expect(readEnvelope(200, { status, response: "already added in cart" }).status).toBe(status);
  });

  it("throws the server's message on status 0", () => {
    expect(() => readEnvelope(400, { status: 0, response: "Invalid email or password" })).toThrow(
      "Invalid email or password",
    );
  });

  it("carries field errors", () => {
    try {
      readEnvelope(400, {
        status: 0,
        response: messages.validationFailed,
        errors: [{ field: "email", message: "Email is required" }, { bad: true }],
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual([{ field: "email", message: "Email is required" }]);
      expect((error as ApiError).httpStatus).toBe(400);
    }
  });

  it.each([
    ["an object response", { status: 0, response: { code: 1 } }],
    ["a missing response", { status: 0 }],
    ["an empty response", { status: 0, response: "  " }],
    ["an unexpected status", { status: 7, response: "x" }],
    ["a body that is not an envelope", ["a"]],
    ["no body", undefined],
  ])("falls back to 'Something Went Wrong.' for %s", (_name, body) => {
    expect(() => readEnvelope(200, body)).toThrow(messages.somethingWentWrong);
  });

  it("treats an HTTP error with a success status as a failure", () => {
    expect(() => readEnvelope(500, { status: 1, response: "ok" })).toThrow(ApiError);
  });

  it("calls the unauthorised hook on 401", () => {
    const onUnauthorised = vi.fn();
    configureApi({ onUnauthorised });
    expect(() => readEnvelope(401, { status: 0, response: messages.sessionExpired })).toThrow(
      messages.sessionExpired,
    );
    expect(onUnauthorised).toHaveBeenCalledOnce();
    configureApi({ onUnauthorised: () => {} });
  });

  it("calls the admin hook on status '00'", () => {
    const onAdminRedirect = vi.fn();
    configureApi({ onAdminRedirect });
    expect(() => readEnvelope(200, { status: "00", response: "admin" })).toThrow(ApiError);
    expect(onAdminRedirect).toHaveBeenCalledOnce();
    configureApi({ onAdminRedirect: () => {} });
  });
});

describe("failureMessage", () => {
  it("uses the text, else the generic fallback", () => {
    expect(failureMessage({ response: "Not Deleted." })).toBe("Not Deleted.");
    expect(failureMessage({ response: {} })).toBe("Something Went Wrong.");
    expect(failureMessage(null)).toBe("Something Went Wrong.");
  });
});

describe("buildUrl", () => {
  it("mounts under /api and encodes the query", () => {
    expect(buildUrl("/get/settings")).toBe("/api/get/settings");
    expect(buildUrl("user/cart-count")).toBe("/api/user/cart-count");
    expect(
      buildUrl("/user/get-subscription-lists", {
        skip: 0,
        limit: 3,
        value: "care home",
        countries: ["england", "wales"],
        x: undefined,
      }),
    ).toBe(
      "/api/user/get-subscription-lists?skip=0&limit=3&value=care+home&countries=england&countries=wales",
    );
  });
});

describe("api", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ getToken: () => undefined });
  });

  it("POSTs JSON with the bearer token", async () => {
    configureApi({ getToken: () => "tok123" });
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: { footer_text: "x" } }));
    const envelope = await api.post<{ footer_text: string }>("/get/settings", { a: 1 });
    expect(envelope.response.footer_text).toBe("x");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/get/settings");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      Authorization: "Bearer tok123",
      "Content-Type": "application/json",
    });
  });

  it("sends no Authorization header without a token", async () => {
    configureApi({ getToken: () => undefined });
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: [] }));
    await api.get("/list/coupon");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("GET");
    expect(init?.headers).not.toHaveProperty("Authorization");
  });

  it("turns a network failure into an ApiError", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.post("/get/settings")).rejects.toMatchObject({ kind: "network", httpStatus: 0 });
  });

  it("turns a non-JSON reply (no server yet) into the generic message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.post("/get/settings")).rejects.toThrow(messages.somethingWentWrong);
  });
});
