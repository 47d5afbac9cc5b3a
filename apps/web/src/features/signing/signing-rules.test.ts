import { signingMessages } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  canVoid,
  eventLabel,
  type SendDraft,
  sendRequestOf,
  signedProgress,
  signRequestOf,
} from "./signing-rules";

const token = "a".repeat(43);
const png = "data:image/png;base64,iVBORw0KGgo=";

describe("signRequestOf", () => {
  it("asks for a signature before anything else", () => {
    expect(signRequestOf(token, { type: "typed", typedName: "  ", drawnImage: null, agree: true })).toEqual({
      problem: signingMessages.signatureRequired,
    });
    expect(signRequestOf(token, { type: "drawn", typedName: "Ann", drawnImage: null, agree: true })).toEqual({
      problem: signingMessages.signatureRequired,
    });
  });

  it("asks for the agreement once there is a signature", () => {
    expect(signRequestOf(token, { type: "drawn", typedName: "", drawnImage: png, agree: false })).toEqual({
      problem: signingMessages.agreementRequired,
    });
  });

  it("sends only the adopted kind, the typed name tidied", () => {
    expect(
      signRequestOf(token, { type: "typed", typedName: " Ann   Lee ", drawnImage: png, agree: true }),
    ).toEqual({
      request: { token, signatureType: "typed", typedName: "Ann Lee", drawnImage: "", agree: true },
    });
    expect(signRequestOf(token, { type: "drawn", typedName: "Ann", drawnImage: png, agree: true })).toEqual({
      request: { token, signatureType: "drawn", typedName: "", drawnImage: png, agree: true },
    });
  });
});

describe("sendRequestOf", () => {
  const draft: SendDraft = {
    sourceType: "myfile",
    sourceId: "0b5b3f3e-6d6c-4f6a-9a39-6d3c6c1e2f10",
    title: "Tenancy agreement",
    signers: [
      { key: "1", name: "Ann Lee", email: "Ann@Example.com" },
      { key: "2", name: "Bo Diaz", email: "bo@example.com" },
    ],
    signingOrder: "sequential",
    message: "",
    expiresInDays: 14,
  };

  it("answers the request, emails in lower case", () => {
    const result = sendRequestOf(draft);
    expect("request" in result && result.request.signers[0]?.email).toBe("ann@example.com");
  });

  it("refuses two signers with one address, in the contract's words", () => {
    const twice = {
      ...draft,
      signers: [...draft.signers, { key: "3", name: "Ann", email: "ann@example.com" }],
    };
    expect(sendRequestOf(twice)).toEqual({ problem: signingMessages.duplicateSigner });
  });

  it("refuses an empty list and a bad address", () => {
    expect(sendRequestOf({ ...draft, signers: [] })).toEqual({ problem: signingMessages.signersRequired });
    expect(sendRequestOf({ ...draft, signers: [{ key: "1", name: "Ann", email: "ann" }] })).toEqual({
      problem: signingMessages.signerEmailInvalid,
    });
  });

  it("refuses an expiry out of range", () => {
    expect(sendRequestOf({ ...draft, expiresInDays: 0 })).toEqual({ problem: signingMessages.expiryInvalid });
  });
});

describe("labels", () => {
  it("counts signatures, allows voiding only while open, names events", () => {
    expect(signedProgress(1, 2)).toBe("1 of 2 signed");
    expect(canVoid("sent")).toBe(true);
    expect(canVoid("completed")).toBe(false);
    expect(eventLabel("completed")).toBe("Completed and sealed");
    expect(eventLabel("something-new")).toBe("something-new");
  });
});
