import { type MyFileFormat, myFileFormats, myFileShareLinkDays } from "@cloudoc/contract";
import { signedLinks } from "../../platform/signed-links";

/**
 * My Files links (platform/signed-links.ts), both served by GET /download/myfile: a download link
 * works a few minutes and only for its owner's company; a link sent by email works for
 * `myFileShareLinkDays` for whoever has it (the recipient is outside the company), while the file
 * is still live. Each kind has its own secret, so one cannot pass as the other.
 */
export interface MyFileLinkTarget {
  companyId: string;
  ownerId: string;
  fileId: string;
  format: MyFileFormat;
  /** Shown in the browser (the viewer) rather than saved. */
  inline: boolean;
}

const isTarget = (v: Record<string, unknown>) =>
  typeof v.companyId === "string" &&
  typeof v.ownerId === "string" &&
  typeof v.fileId === "string" &&
  typeof v.inline === "boolean" &&
  myFileFormats.includes(v.format as MyFileFormat);

const path = "/api/download/myfile?token=";

export const downloadLinks = signedLinks<MyFileLinkTarget>({
  secretName: "my-file-links",
  path,
  maxTokenLength: 1000,
  isTarget,
});

export const shareLinks = signedLinks<MyFileLinkTarget>({
  secretName: "my-file-shares",
  path,
  maxTokenLength: 1000,
  isTarget,
  lifetimeSeconds: myFileShareLinkDays * 24 * 60 * 60,
});
