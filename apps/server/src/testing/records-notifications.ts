import type { LibraryFixture } from "../modules/library/test-support";
import { sendImmediateEmails } from "../modules/notifications/emails";
import { notify } from "../modules/notifications/service";

/**
 * Company A's notification email preference (through its call) and a notification emailed to its
 * owner (the email job's, run here directly): the rows of notification_preferences and
 * notification_emails (issue 15).
 */
export async function makeNotificationRecords(f: LibraryFixture) {
  const saved = await f.post(f.ownerA, "user/notification/preferences/save", {
    preferences: [{ category: "Restore", delivery: "immediately" }],
  });
  if (saved.statusCode !== 200) throw new Error(`preferences failed: ${saved.body}`);
  await notify(f.db, {
    companyId: f.a.company.id,
    userId: f.a.owner.id,
    category: "Restore",
    title: "Restore All finished",
    content: "",
    link: "",
  });
  if ((await sendImmediateEmails(f.app.platform)) === 0) throw new Error("the owner is owed an email");
}
