import {
  type MatrixFilters,
  maxPageSize,
  type PolicyFields,
  pageSizes,
  policyPageSize,
  routes,
} from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile } from "../../lib/files";
import { saveFrom } from "../../lib/save-file";

/**
 * The staff-policy calls of the manager's screens (spec 001 §7 "Policies and assignment") and the
 * evidence calls the specification does not name (decision 020: matrix, exports, certificates,
 * evidence packs). The server takes the user and company from the session, so no userId is sent.
 */

export const policyKeys = {
  all: ["staff-policies"] as const,
  list: (page: number, search: string) => ["staff-policies", "list", page, search] as const,
  one: (id: string) => ["staff-policies", "one", id] as const,
  completion: ["staff-policies", "completion"] as const,
  matrix: (filters: MatrixRequestInput) => ["staff-policies", "matrix", filters] as const,
  choices: (search: string) => ["staff-policies", "choices", search] as const,
  documentsChecked: (ids: readonly string[]) => ["staff-policies", "documents-checked", ...ids] as const,
};

const skipOf = (page: number, size: number) => (Math.max(1, page) - 1) * size;

/** The message and the record of a change's reply. */
const changed = <T>(reply: { response: string; data: T }) => ({ message: reply.response, data: reply.data });

// ---- policies ----

/** POST /user/employee/policy/list (status 2 is an empty list). */
export async function fetchPolicies(page: number, search: string) {
  const reply = await call(routes.policyList, {
    skip: skipOf(page, policyPageSize),
    limit: policyPageSize,
    search: search || undefined,
  });
  return { list: reply.list, total: reply.total };
}

/** Every policy's name, for the assign dialog and the matrix filter (first 100 by name). */
export async function fetchPolicyChoices(search = "") {
  const reply = await call(routes.policyList, { skip: 0, limit: maxPageSize, search: search || undefined });
  return reply.list;
}

/** GET /user/employee/policy/get: one policy with its wording and versions. */
export async function fetchPolicy(id: string) {
  return (await call(routes.getPolicy, { id })).data;
}

/** POST /user/employee/policy/create: a policy written in the editor. */
export async function createWrittenPolicy(fields: PolicyFields) {
  return changed(await call(routes.createPolicy, fields));
}

/** GET /user/add/company/policy: one of the company's documents as a staff policy (status 2: it already is one). */
export async function addDocumentPolicy(fileId: string) {
  const reply = await call(routes.addCompanyPolicy, { fileId });
  return { message: reply.response, data: reply.data, created: reply.status === 1 };
}

/** POST /user/selectedfile/check/employeepolicy: which of these documents are staff policies already. */
export async function checkDocumentsArePolicies(fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return (await call(routes.checkEmployeePolicies, { fileIds: [...fileIds] })).list;
}

/** POST /user/staffpolicy/upload: a PDF as a new policy, or (with `id`) a new version of one. */
export async function uploadPolicyPdf(
  file: File,
  fields: { fileName?: string; policyNumber?: string; id?: string; major?: boolean },
) {
  const form = new FormData();
  if (fields.fileName) form.append("fileName", fields.fileName);
  if (fields.policyNumber) form.append("policyNumber", fields.policyNumber);
  if (fields.id) form.append("id", fields.id);
  if (fields.major) form.append("major", "true");
  // The file goes last, so the server has read every field before the bytes arrive.
  form.append("file", file, file.name);
  return changed(await call(routes.uploadPolicy, form));
}

export interface PolicyUpdate extends PolicyFields {
  id: string;
  major: boolean;
  version: number;
}

/** PATCH /user/employee/policy/update: a changed wording is a new version; `major` asks employees again. */
export async function updatePolicy(update: PolicyUpdate) {
  return changed(await call(routes.updatePolicy, update));
}

/** DELETE /user/employee/policy/delete. */
export async function deletePolicy(id: string) {
  return (await call(routes.deletePolicy, { id })).response;
}

/** POST /company/hide/policy: hides a policy from employees, or shows it again. */
export async function toggleHidden(policyId: string) {
  return changed(await call(routes.hidePolicy, { policyId }));
}

/** GET /user/policy-document/download: a short-lived link to the policy's PDF, saved by the browser. */
export async function downloadPolicy(id: string) {
  const link = await call(routes.policyDownload, { id });
  saveFrom(link.url, link.filename);
  return link.filename;
}

// ---- assignment ----

/** POST /user/group/policy/assign. */
export async function assignToGroup(policyIds: readonly string[], dueDate: string, groupId: string) {
  return (await call(routes.assignGroupPolicies, { selectedDocuments: [...policyIds], dueDate, groupId }))
    .response;
}

/** POST /employee/assign/policy (`userId` names the employee). */
export async function assignToEmployee(policyIds: readonly string[], dueDate: string, employeeId: string) {
  return (
    await call(routes.assignEmployeePolicies, {
      selectedDocuments: [...policyIds],
      dueDate,
      userId: employeeId,
    })
  ).response;
}

/** Groups and employees to assign to (first 100 matching, by name). */
export async function fetchGroupChoices(search: string) {
  return (await call(routes.groupList, { skip: 0, limit: maxPageSize, search: search || undefined })).list;
}

export async function fetchEmployeeChoices(search: string) {
  return (await call(routes.employeeList, { skip: 0, limit: maxPageSize, search: search || undefined })).list;
}

// ---- the acknowledgement matrix and the evidence ----

export interface MatrixRequestInput {
  page: number;
  search: string;
  groupId?: string;
  policyId?: string;
}

/** POST /user/policies/acknowledgement/matrix: 25 employees a page × the policies employees read. */
export async function fetchMatrix(input: MatrixRequestInput) {
  return call(routes.acknowledgementMatrix, {
    skip: skipOf(input.page, pageSizes.employees),
    limit: pageSizes.employees,
    search: input.search || undefined,
    groupId: input.groupId,
    policyId: input.policyId,
  });
}

/** Each policy's completion, from the matrix's columns (the list shows it beside each policy). */
export async function fetchCompletion() {
  return (await call(routes.acknowledgementMatrix, { skip: 0, limit: 1 })).policies;
}

/** POST /user/policies/acknowledgement/matrix/export: the whole matrix for the filters as CSV or PDF. */
export async function exportMatrix(format: "csv" | "pdf", filters: Partial<MatrixFilters>) {
  return downloadFile(
    routes.exportAcknowledgementMatrix,
    { format, search: filters.search || undefined, groupId: filters.groupId, policyId: filters.policyId },
    `acknowledgements.${format}`,
  );
}

/** POST /user/policies/acknowledgements: one employee's acknowledgements of one policy, newest first. */
export async function fetchAcknowledgements(policyId: string, employeeId: string) {
  return (await call(routes.policyAcknowledgements, { policyId, employeeId, skip: 0, limit: 10 })).list;
}

/** POST /user/policies/acknowledgement/certificate: one acknowledgement's certificate PDF. */
export async function downloadCertificate(acknowledgementId: string) {
  return downloadFile(routes.acknowledgementCertificate, { id: acknowledgementId }, "certificate.pdf");
}

/** POST /user/policies/evidence/pack: the policy's signed evidence pack (a zip). */
export async function downloadEvidencePack(policyId: string) {
  return downloadFile(routes.policyEvidencePack, { policyId }, "evidence-pack.zip");
}
