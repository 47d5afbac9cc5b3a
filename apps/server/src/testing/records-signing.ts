import type { LibraryFixture } from "../modules/library/test-support";
import { pdfPart } from "../modules/my-files/test-support";
import { postForm } from "../modules/profile/test-files";
import { realPdf, signingLinkIn } from "../modules/signing/test-support";
import { subscribePackage } from "./subscribed";

/**
 * E-signature (issue 16): companies A and B hold the pro package; A's owner sends an uploaded PDF
 * to a signer who opens it, so the walk sends the envelope's, signer's and event's ids too.
 */
export async function makeSigningRecords(f: LibraryFixture) {
  const ok = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200)
      throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body).data as { _id: string };
  };
  for (const company of [f.a.company, f.b.company]) {
    await subscribePackage(f.db, company.id, f.ids.packageId("care-home-wales"), { addOns: ["pro"] });
  }
  const pdf = await ok(
    "pdf to sign",
    postForm(f.app, f.ownerA, "user/myfiles/upload", {}, [pdfPart(await realPdf())]),
  );
  const signers = [{ name: "Sam Signer", email: "sam@records.test" }];
  await ok(
    "send for signature",
    f.post(f.ownerA, "user/signing/send", { sourceType: "myfile", sourceId: pdf._id, signers }),
  );
  const { token } = await signingLinkIn(f.app.platform.config.dataDir, "sam@records.test");
  await f.app.inject({ method: "POST", url: "/api/public/signing/open", payload: { token } });
}
