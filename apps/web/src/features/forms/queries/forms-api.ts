import {
  routes,
  type SaveWebFormRequest,
  type StarterFormKey,
  type SubmissionListRequest,
  type WebFormAnswers,
  type WebFormStatus,
} from "@cloudoc/contract";
import { call } from "../../../lib/api";
import { downloadFile } from "../../../lib/files";

/** Query functions of the web-form calls (decision 030). */

export const formsKeys = {
  list: "web-forms",
  form: "web-form",
  people: "web-form-people",
  submissions: "web-form-submissions",
  submission: "web-form-submission",
  fill: "web-form-fill",
} as const;

export const fetchForms = async (search: string, status?: WebFormStatus) =>
  (await call(routes.webForms, { search, status })).list;

export const fetchForm = async (id: string) => (await call(routes.webForm, { id })).data;

export const fetchPeople = async () => (await call(routes.webFormPeople)).response;

export const createForm = async (input: { title: string } | { starter: StarterFormKey }) =>
  (await call(routes.createWebForm, "starter" in input ? input : { ...input, description: "" })).data;

export const saveForm = (input: SaveWebFormRequest) => call(routes.saveWebForm, input);
export const publishForm = (id: string) => call(routes.publishWebForm, { id });
export const unpublishForm = (id: string) => call(routes.unpublishWebForm, { id });

export type SubmissionFilter = Omit<SubmissionListRequest, "skip" | "limit">;

export const fetchSubmissions = (filter: SubmissionFilter, skip: number, limit: number) =>
  call(routes.webFormSubmissions, { ...filter, skip, limit });

export const fetchSubmission = async (id: string) => (await call(routes.webFormSubmission, { id })).response;

export const downloadSubmissionPdf = (id: string) =>
  downloadFile(routes.webFormSubmissionPdf, { id }, "Form submission.pdf");
export const downloadSubmissionFile = (id: string, fieldId: string, name: string) =>
  downloadFile(routes.webFormSubmissionFile, { id, fieldId }, name);
export const downloadSubmissionsCsv = (filter: SubmissionFilter) =>
  downloadFile(routes.webFormSubmissionsCsv, filter, "Form submissions.csv");

export const openForm = async (token: string) => (await call(routes.openWebForm, { token })).response;

/** The answers, with each photo or file as a part named by its field's id. */
export async function submitForm(input: {
  token: string;
  version: number;
  answers: WebFormAnswers;
  files: Readonly<Record<string, File>>;
  name?: string;
  captcha?: string;
}) {
  const form = new FormData();
  form.append("token", input.token);
  form.append("version", String(input.version));
  form.append("answers", JSON.stringify(input.answers));
  if (input.name) form.append("name", input.name);
  if (input.captcha) form.append("captcha", input.captcha);
  for (const [fieldId, file] of Object.entries(input.files)) form.append(fieldId, file, file.name);
  return (await call(routes.submitWebForm, form)).response;
}
