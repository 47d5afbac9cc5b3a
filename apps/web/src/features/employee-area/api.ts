import { maxPageSize, routes } from "@cloudoc/contract";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { downloadFile, fetchFile } from "../../lib/files";
import type { QuizAnswers } from "./reading-rules";
import { answersPayload } from "./reading-rules";

/**
 * The employee's calls (spec 001 §7 "Policies and assignment": their list, the view, the first
 * read, the PDF) and the ones the specification does not name (decision 020: quiz,
 * acknowledgement, certificate). The employee is the session's user: no userId is sent.
 */

export const readingKeys = {
  all: ["my-policies"] as const,
  list: ["my-policies", "list"] as const,
  one: (id: string) => ["my-policies", "one", id] as const,
  pdf: (id: string, version: number) => ["my-policies", "pdf", id, version] as const,
};

/** GET /user/employee/policies: the employee's assigned policies, unread first (up to 100). */
export async function fetchMyPolicies() {
  const reply = await call(routes.employeePolicies, { skip: 0, limit: maxPageSize });
  return { list: reply.list, total: reply.total };
}

/** GET /user/employee/policy/view: one assigned policy to read, with its hash and the quiz. */
export async function fetchPolicyReading(id: string) {
  return (await call(routes.employeePolicyView, { id })).data;
}

/** The employee's list, as the page reads it and as routes.ts asks for it ahead. */
export const myPoliciesQuery = () => queryOptions({ queryKey: readingKeys.list, queryFn: fetchMyPolicies });

/** One policy to read, as the page reads it and as routes.ts asks for it ahead. */
export const policyReadingQuery = (id: string) =>
  queryOptions({ queryKey: readingKeys.one(id), queryFn: () => fetchPolicyReading(id) });

/** POST /user/view/policies: the first opening (unread → read). */
export async function recordRead(id: string) {
  return (await call(routes.recordPolicyRead, { id })).data;
}

/** POST /user/policies/viewpdf: the uploaded policy's PDF, as a blob to show or save. */
export async function fetchPolicyPdf(id: string, fileName: string) {
  return fetchFile(routes.viewPolicyPdf, { fileId: id }, fileName);
}

/** POST /user/employee/policy/quiz: the score of the version read (never the right answers). */
export async function submitQuiz(
  id: string,
  version: number,
  questions: Parameters<typeof answersPayload>[0],
  answers: QuizAnswers,
) {
  const reply = await call(routes.submitPolicyQuiz, {
    id,
    version,
    answers: answersPayload(questions, answers),
  });
  return { message: reply.response, result: reply.data };
}

/** POST /user/employee/policy/acknowledge: the typed full name against the version and hash read. */
export async function acknowledge(input: {
  id: string;
  version: number;
  contentHash: string;
  fullName: string;
}) {
  const reply = await call(routes.acknowledgePolicy, input);
  return { message: reply.response, acknowledgement: reply.data };
}

/** POST /user/policies/acknowledgement/certificate: the employee's own certificate PDF. */
export async function downloadMyCertificate(acknowledgementId: string) {
  return downloadFile(routes.acknowledgementCertificate, { id: acknowledgementId }, "certificate.pdf");
}
