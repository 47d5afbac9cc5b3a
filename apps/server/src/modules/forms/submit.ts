import { randomUUID } from "node:crypto";
import { webFormMessages as m } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import type { Visitor } from "../../platform/actor";
import type { Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { Platform } from "../../platform/platform";
import { users } from "../accounts/tables";
import { recordStoredFile } from "../billing/storage";
import { deliverNotifications } from "../notifications/deliver";
import { notifyAll } from "../notifications/service";
import { type CheckedAnswers, type PendingFile, searchTextOf } from "./answers";
import { auditForms } from "./audit";
import { companyPeople, type FormRow, personName } from "./queries";
import { type StoredAnswer, type StoredFileAnswer, webFormSubmissions, type webFormVersions } from "./tables";

/** The storage kind web-form files are counted under (subscriptions/tables.ts stored_files). */
export const webFormStorageKind = "web-form";

interface Submission {
  form: FormRow;
  version: typeof webFormVersions.$inferSelect;
  visitor: Visitor;
  member: boolean;
  /** A visitor's name (members are named from their account). */
  name: string;
  checked: CheckedAnswers;
}

/** Puts each file answer in storage under the company's folder; answers what to record. */
async function storeFiles(platform: Platform, companyId: string, files: readonly PendingFile[]) {
  const stored: (StoredFileAnswer & { fieldId: string })[] = [];
  try {
    for (const file of files) {
      const storageKey = `companies/${companyId}/web-forms/${randomUUID()}.${file.extension}`;
      await platform.storage.put(storageKey, file.bytes, file.contentType);
      stored.push({
        fieldId: file.fieldId,
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
      });
    }
    return stored;
  } catch (error) {
    await removeFiles(platform, stored);
    throw error;
  }
}

const removeFiles = (platform: Platform, stored: readonly { storageKey: string }[]) =>
  Promise.all(stored.map((file) => platform.storage.delete(file.storageKey).catch(() => {})));

async function memberName(tx: Transaction, companyId: string, userId: string) {
  const [user] = await tx
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(ofCompany(users, companyId, eq(users.id, userId)));
  return user ? personName(user) : "";
}

/** One notification per chosen person still with the company, for them alone. */
async function notifyChosen(tx: Transaction, form: FormRow, submissionId: string, from: string) {
  if (form.notifyUserIds.length === 0) return [];
  const people = await companyPeople(tx, form.companyId, form.notifyUserIds);
  return notifyAll(
    tx,
    people.map((person) => ({
      companyId: form.companyId,
      userId: person.id,
      category: "General" as const,
      title: m.notifyTitle,
      content: `${from} filled in “${form.title}”.`,
      link: `/company/webform?id=${form.id}&submission=${submissionId}`,
      data: { formId: form.id, submissionId },
    })),
  );
}

/**
 * Stores a checked submission: the files first (removed again if the row cannot be written), then
 * in one transaction their stored_files rows (413 past the quota), the submission, its audit
 * event and the notifications, which are pushed once it commits.
 */
export async function saveSubmission(platform: Platform, submission: Submission) {
  const { form, version, visitor, member, checked } = submission;
  const userId = member ? (visitor.session?.userId ?? null) : null;
  const stored = await storeFiles(platform, form.companyId, checked.files);
  try {
    const { id, notices } = await platform.db.transaction(async (tx) => {
      for (const file of stored) {
        await recordStoredFile(tx, {
          companyId: form.companyId,
          storageKey: file.storageKey,
          kind: webFormStorageKind,
          bytes: file.size,
        });
      }
      const name = userId ? await memberName(tx, form.companyId, userId) : submission.name;
      const answers: Record<string, StoredAnswer> = { ...checked.values };
      for (const { fieldId, ...file } of stored) answers[fieldId] = file;
      const [row] = await tx
        .insert(webFormSubmissions)
        .values({
          companyId: form.companyId,
          formId: form.id,
          versionId: version.id,
          submittedBy: userId,
          submitterName: name,
          answers,
          searchText: searchTextOf(name, checked.values),
          ip: visitor.origin.ip,
        })
        .returning({ id: webFormSubmissions.id });
      if (!row) throw new Error("the submission was not written");
      const auditor = { companyId: form.companyId, userId, origin: visitor.origin };
      await auditForms(tx, auditor, "web_form.submitted", row.id, {
        formId: form.id,
        version: version.version,
        public: !member,
      });
      const from = member ? name : `${name} (public link)`;
      return { id: row.id, notices: await notifyChosen(tx, form, row.id, from) };
    });
    await deliverNotifications(platform, notices);
    return id;
  } catch (error) {
    await removeFiles(platform, stored);
    throw error;
  }
}
