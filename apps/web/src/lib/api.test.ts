import { envelopeOf, messages, route } from "@cloudoc/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, buildUrl, call, configureApi, failureMessage, readEnvelope } from "./api";

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

const settingsCall = route({
  method: "POST",
  path: "/get/settings",
  access: "public",
  body: z.object({ a: z.number() }),
  reply: envelopeOf(z.object({ footer_text: z.string() })),
  tags: [],
});
const couponsCall = route({
  method: "GET",
  path: "/list/coupon",
  access: "public",
  query: z.object({ skip: z.number(), countries: z.array(z.string()).optional() }),
  reply: envelopeOf(z.array(z.string())),
  tags: [],
});
const imageLinkCall = route({
  method: "POST",
  path: "/users/details/image/:reference",
  access: "company",
  params: z.object({ reference: z.string() }),
  body: z.object({ size: z.number() }),
  reply: envelopeOf(z.string()),
  tags: [],
});

describe("call", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ getToken: () => undefined });
  });

  it("POSTs the input as JSON to the entry's path with the bearer token", async () => {
    configureApi({ getToken: () => "tok123" });
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: { footer_text: "x" } }));
    const envelope = await call(settingsCall, { a: 1 });
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

  it("sends a GET's input as its query, and no Authorization header without a token", async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: [] }));
    await call(couponsCall, { skip: 0, countries: ["england", "wales"] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/list/coupon?skip=0&countries=england&countries=wales");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty("Authorization");
  });

  it("fills path parameters from the input and leaves them out of the body", async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: "ok" }));
    await call(imageLinkCall, { reference: "logo/a b.png", size: 2 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/users/details/image/logo%2Fa%20b.png");
    expect(init?.body).toBe('{"size":2}');
  });

  it("sends FormData as it is, without a JSON content type", async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 1, response: { footer_text: "x" } }));
    const form = new FormData();
    form.append("a", "1");
    await call(settingsCall, form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty("Content-Type");
  });

  it("turns a network failure into an ApiError", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(call(settingsCall, { a: 1 })).rejects.toMatchObject({ kind: "network", httpStatus: 0 });
  });

  it("turns a non-JSON reply (no server yet) into the generic message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(call(settingsCall, { a: 1 })).rejects.toThrow(messages.somethingWentWrong);
  });
});
