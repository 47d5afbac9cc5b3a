import { routes } from "@cloudoc/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, configureApi } from "./api";
import { closeEarlyReplies, earlyKey, openEarlyReplies, takeEarlyReply } from "./early-replies";

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const lookupUrl = "/api/user/get/company/credetials?domainName=meadowbank";
const lookup = earlyKey({ method: "GET", url: lookupUrl });
const tenant = { companyName: "Meadowbank", subdomain: "meadowbank", logoPath: "" };

describe("the early script's replies", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    globalThis.cloudocEarlyReplies = undefined;
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
    configureApi({ getToken: () => "token-1" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ getToken: () => undefined });
    globalThis.cloudocEarlyReplies = undefined;
  });

  it("are opened once, and never once the app has started", () => {
    expect(openEarlyReplies()).toBeInstanceOf(Map);
    expect(openEarlyReplies()).toBeUndefined();
    globalThis.cloudocEarlyReplies = undefined;
    closeEarlyReplies();
    expect(openEarlyReplies()).toBeUndefined();
  });

  it("hands a reply over once, and only to a call with the token it was asked with", () => {
    const replies = openEarlyReplies();
    const early = Promise.resolve(reply({}));
    replies?.set(lookup, { token: "token-1", reply: early });
    const request = { method: "GET", url: lookupUrl } as const;
    expect(takeEarlyReply(request, "token-2")).toBeUndefined();
    expect(takeEarlyReply(request, undefined)).toBeUndefined();
    expect(takeEarlyReply({ ...request, method: "POST" }, "token-1")).toBeUndefined();
    expect(takeEarlyReply(request, "token-1")).toBe(early);
    expect(takeEarlyReply(request, "token-1")).toBeUndefined();
  });

  it("answer the app's first call of their address without asking the server again", async () => {
    openEarlyReplies()?.set(lookup, {
      token: "token-1",
      reply: Promise.resolve(reply({ status: 1, response: tenant })),
    });
    const first = await call(routes.companySite, { domainName: "meadowbank" });
    expect(first.response).toEqual(tenant);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(reply({ status: 1, response: tenant }));
    await call(routes.companySite, { domainName: "meadowbank" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are asked for again when the early request failed on the way", async () => {
    openEarlyReplies()?.set(lookup, { token: "token-1", reply: Promise.reject(new TypeError("offline")) });
    fetchMock.mockResolvedValue(reply({ status: 1, response: tenant }));
    const envelope = await call(routes.companySite, { domainName: "meadowbank" });
    expect(envelope.response).toEqual(tenant);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(lookupUrl);
  });

  it("answer a POST only when its body is the body they were asked with", async () => {
    const settings = (body: string) => earlyKey({ method: "POST", url: "/api/get/settings", body });
    const early = Promise.resolve(reply({ status: 1, response: { banner: 1 } }));
    openEarlyReplies()?.set(settings("{}"), { token: "token-1", reply: early });
    fetchMock.mockResolvedValue(reply({ status: 1, response: {} }));
    // The settings call takes no input: its body is "{}", as the early script sent it.
    expect((await call(routes.siteSettings)).response).toEqual({ banner: 1 });
    expect(fetchMock).not.toHaveBeenCalled();

    globalThis.cloudocEarlyReplies?.set(settings('{"other":1}'), { token: "token-1", reply: early });
    expect((await call(routes.siteSettings)).response).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are not taken by a call made with a different session", async () => {
    openEarlyReplies()?.set(lookup, { token: "someone-else", reply: Promise.resolve(reply({ status: 0 })) });
    fetchMock.mockResolvedValue(reply({ status: 1, response: tenant }));
    expect((await call(routes.companySite, { domainName: "meadowbank" })).response).toEqual(tenant);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
