import { addDays, ukToday } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { ofCompany } from "../../platform/db/tenant";
import type { TestApp } from "../../testing/app";
import { postForm } from "../profile/test-files";
import { policyAssignments } from "./tables";
import { policyFixture } from "./test-fixture";

/**
 * The reading tests' world: helper F's policy fixture (companies A and B, their libraries,
 * employees and groups written straight into the tables), employees with sessions, and the
 * manager's calls that make and assign policies.
 */
export async function readingFixture(t: TestApp) {
  const f = await policyFixture(t);
  const { db } = f;

  /** An employee of `companyId` with a session (firstname Alex unless told). */
  const employeeWithToken = async (companyId: string, values: { firstname?: string } = {}) => {
    const user = await f.employee(companyId, values);
    return { user, token: await f.tokenOf(user) };
  };

  const json = async (reply: Promise<{ statusCode: number; body: string }>, label: string) => {
    const answered = await reply;
    if (answered.statusCode !== 200) throw new Error(`${label}: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body) as { data: { _id: string } & Record<string, unknown> };
  };

  /** One of the company's documents made a staff policy (GET /user/add/company/policy). */
  const documentPolicy = async (fileId: string, token = f.ownerA) =>
    (await json(f.send("GET", token, `user/add/company/policy?fileId=${fileId}`), "document policy")).data
      ._id;

  /** An uploaded PDF policy (POST /user/staffpolicy/upload). */
  const pdfPolicy = async (bytes: Buffer, token = f.ownerA) => {
    const reply = postForm(f.app, token, "user/staffpolicy/upload", { fileName: "Fire safety" }, [
      { name: "file", filename: "Fire safety.pdf", contentType: "application/pdf", bytes },
    ]);
    return (await json(reply, "pdf policy")).data._id;
  };

  /** Assigns policies to an employee due in `days` days (POST /employee/assign/policy). */
  const assign = async (policyIds: string[], employeeId: string, days = 14, token = f.ownerA) =>
    json(
      f.send("POST", token, "employee/assign/policy", {
        selectedDocuments: policyIds,
        dueDate: addDays(ukToday(), days),
        userId: employeeId,
      }),
      "assign",
    );

  /** Moves an assignment's due date (the assign call refuses dates in the past). */
  const setDueDate = (companyId: string, policyId: string, userId: string, dueDate: string) =>
    db
      .update(policyAssignments)
      .set({ dueDate })
      .where(
        ofCompany(
          policyAssignments,
          companyId,
          and(eq(policyAssignments.policyId, policyId), eq(policyAssignments.userId, userId)),
        ),
      );

  const view = (token: string, policyId: string) =>
    f.send("GET", token, `user/employee/policy/view?id=${policyId}`);
  const acknowledge = (token: string, payload: object) =>
    f.send("POST", token, "user/employee/policy/acknowledge", payload);

  /** Reads the policy and acknowledges what was served, with `fullName`. */
  const readAndAcknowledge = async (token: string, policyId: string, fullName = "Alex Morgan") => {
    const { data } = await json(view(token, policyId), "view");
    return acknowledge(token, {
      id: policyId,
      version: data.version,
      contentHash: data.contentHash,
      fullName,
    });
  };

  return {
    ...f,
    employeeWithToken,
    documentPolicy,
    pdfPolicy,
    assign,
    setDueDate,
    view,
    acknowledge,
    readAndAcknowledge,
  };
}

export type ReadingFixture = Awaited<ReturnType<typeof readingFixture>>;

/** A small file that passes the upload's PDF check. */
export const tinyPdf = (text = "policy") =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Title (${text})>>endobj\ntrailer<<>>\n%%EOF`);
