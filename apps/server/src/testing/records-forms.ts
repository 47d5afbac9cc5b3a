import type { LibraryFixture } from "../modules/library/test-support";
import { multipartBody } from "../modules/profile/test-files";
import { subscribePackage } from "./subscribed";

/**
 * Web forms (issue 17): company A (with pro) builds and publishes a form, and its owner fills it
 * in, so the walk sends the form's, version's and submission's ids too.
 */
export async function makeFormsRecords(f: LibraryFixture) {
  const ok = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200)
      throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body).data as { _id: string; revision: number; publicToken: string };
  };
  for (const company of [f.a.company, f.b.company]) {
    await subscribePackage(f.db, company.id, f.ids.packageId("care-home-wales"), { addOns: ["pro"] });
  }
  const form = await ok("web form", f.post(f.ownerA, "user/forms/create", { starter: "visitor-feedback" }));
  await ok("publish web form", f.post(f.ownerA, "user/forms/publish", { id: form._id }));
  const answers = { date: "2026-11-20", welcome: "Welcome", clean: "Good", staff: "Helpful" };
  const { payload, contentType } = multipartBody({
    token: form.publicToken,
    version: "1",
    answers: JSON.stringify(answers),
  });
  const sent = await f.app.inject({
    method: "POST",
    url: "/api/public/forms/submit",
    headers: { authorization: `Bearer ${f.ownerA}`, "content-type": contentType },
    payload,
  });
  if (sent.statusCode !== 200) throw new Error(`web form submission failed: ${sent.body}`);
}
