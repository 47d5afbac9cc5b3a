import { type ExportFormat, exportFormats } from "@cloudoc/contract";
import { signedLinks } from "../../platform/signed-links";

/**
 * Short-lived export download links (DESIGN §5): `/api/download/export?token=…`, the payload
 * naming the company and what to serve (platform/signed-links.ts). Nothing is served from a public
 * path: the route checks the signature, the time, and that the thing still belongs to that company.
 */
export type LinkTarget = {
  companyId: string;
  id: string;
  /** The subscription summary's choices. */
  count?: number;
  since?: string;
} /** A bulk export's zip in storage, served as it was written. */ & (
  | { kind: "zip" }
  /** One company document, or a subscription summary, printed when the link is used (nothing of theirs is kept in storage). */
  | { kind: "document" | "subscription"; format: ExportFormat }
);

const exportLinks = signedLinks<LinkTarget>({
  secretName: "export-links",
  path: "/api/download/export?token=",
  maxTokenLength: 1000,
  isTarget: (v) =>
    typeof v.companyId === "string" &&
    (v.kind === "zip" || v.kind === "document" || v.kind === "subscription") &&
    (v.count === undefined || typeof v.count === "number") &&
    (v.since === undefined || typeof v.since === "string") &&
    typeof v.id === "string" &&
    (v.kind === "zip" || exportFormats.includes(v.format as ExportFormat)),
});

export const createLink = exportLinks.create;
export const readLink = exportLinks.read;
