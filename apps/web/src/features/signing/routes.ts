import type { RouteObject } from "react-router";

/** The signer's pages (spec 000 §2 /document/sign, /document/sign/success): public, no account. */
export const signingPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "document/sign": async () => ({ Component: (await import("./pages/SignDocumentPage")).SignDocumentPage }),
  "document/sign/success": async () => ({ Component: (await import("./pages/SignedPage")).SignedPage }),
};

/** The verify page, open to anyone (not a route of the specification's list). */
export const signingVerifyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "document/verify": async () => ({ Component: (await import("./pages/VerifyPage")).VerifyPage }),
};
