import { messages, recordIdSchema } from "@cloudoc/contract";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonBodyLimitBytes } from "../app";
import { createTestApp, type TestApp } from "../testing/app";
import { conflict } from "./envelope";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get("/test/boom", async () => {
    throw new Error("secret internal detail at /srv/cloudoc");
  });
  t.app.get("/test/conflict", async () => {
    throw conflict();
  });
  t.app.withTypeProvider<ZodTypeProvider>().post(
    "/test/echo",
    {
      schema: {
        body: z.object({ name: z.string().min(1, messages.enterFileName), pages: z.number().optional() }),
      },
    },
    async (request) => ({ status: 1, response: request.body.name }),
  );
  t.app
    .withTypeProvider<ZodTypeProvider>()
    .post("/test/record", { schema: { body: z.object({ fileId: recordIdSchema }) } }, async () => ({
      status: 1,
      response: "found",
    }));
  await t.app.ready();
});
afterAll(() => t.close());

describe("the API envelope", () => {
  it("answers an unknown /api path with a 404 envelope", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/no/such/call" });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 0, response: messages.notFound });
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 0, response: messages.invalidJson });
  });

  it("answers an oversized body with 413", async () => {
    const name = "x".repeat(jsonBodyLimitBytes + 10);
    const reply = await t.app.inject({ method: "POST", url: "/test/echo", payload: { name } });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ status: 0, response: messages.bodyTooLarge });
  });

  it("answers an unexpected error with 500 and leaks nothing internal", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/test/boom" });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ status: 0, response: "Something Went Wrong." });
    expect(reply.body).not.toContain("secret");
    expect(reply.body).not.toContain("/srv");
  });

  it("lists validation failures field by field, with the catalogue's wording", async () => {
    const reply = await t.app.inject({ method: "POST", url: "/test/echo", payload: { name: "" } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      status: 0,
      response: messages.enterFileName,
      errors: [{ field: "name", message: messages.enterFileName }],
    });
  });

  it("answers a conflict with 409", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/test/conflict" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().response).toBe(messages.conflict);
  });

  it("wraps a success in the envelope and sends a request id", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/test/echo",
      payload: { name: "Care plan" },
    });
    expect(reply.json()).toEqual({ status: 1, response: "Care plan" });
    expect(reply.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("names each bad field in plain English and answers the catalogue's generic message", async () => {
    const reply = await t.app.inject({ method: "POST", url: "/test/echo", payload: { pages: "ten" } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      status: 0,
      response: messages.validationFailed,
      errors: [
        { field: "name", message: "Name is required" },
        { field: "pages", message: "Pages must be a number" },
      ],
    });
  });

  it("answers a malformed id with the same 404 as an unknown one", async () => {
    for (const fileId of ["", " ", "x".repeat(500)]) {
      const reply = await t.app.inject({ method: "POST", url: "/test/record", payload: { fileId } });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, response: messages.notFound });
    }
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(reply.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves OpenAPI generated from the contracts at /api/docs", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(reply.statusCode).toBe(200);
    const paths = Object.keys(reply.json().paths);
    expect(paths).toContain("/api/health");
    expect(paths).toContain("/api/get/settings");
  });
});
