import {
  type CompanyVariableView,
  type DocumentSettingsView,
  type ProfileImageField,
  type ProfileTab,
  profileTabRoutes,
  routes,
} from "@cloudoc/contract";
import { call } from "../../lib/api";
import { fetchFile } from "../../lib/files";

/** The calls of the organisation profile, document settings and business variables (spec 000 §7). */

export const profileKeys = {
  profile: ["company-profile"] as const,
  variables: ["company-variables"] as const,
  settings: ["document-settings"] as const,
  image: (reference: string) => ["profile-image", reference] as const,
};

export async function fetchProfile() {
  return (await call(routes.companyProfile, {})).response;
}

/** POST /users/details/update/tab_N: answers the message and the profile as saved. */
export async function saveTab(tab: ProfileTab, values: Record<string, string>) {
  const reply = await call(profileTabRoutes[tab], values);
  return { message: reply.response, profile: reply.data };
}

/** POST /admin/users/logo/upload or /admin/users/image/upload (multipart). */
export async function uploadImage(field: ProfileImageField, file: File) {
  const form = new FormData();
  form.append("field", field);
  form.append("file", file);
  const route = field === "companyLogo" ? routes.uploadCompanyLogo : routes.uploadProfileSignature;
  const reply = await call(route, form);
  return { message: reply.response, image: reply.data };
}

export interface EditRequest {
  fields: string[];
  reason: string;
  explanation: string;
  file: File | null;
}

/** POST /company/profile/edit/request (multipart). */
export async function sendEditRequest(request: EditRequest): Promise<string> {
  const form = new FormData();
  form.append("reason", request.reason);
  form.append("detail_expalanation", request.explanation);
  form.append("changeRequest", JSON.stringify(request.fields));
  if (request.file) {
    form.append("filename", request.file.name);
    form.append("file", request.file);
  }
  return (await call(routes.requestProfileEdit, form)).response;
}

export async function fetchVariables(): Promise<CompanyVariableView[]> {
  return (await call(routes.companyVariables, {})).response;
}

export async function saveVariables(variables: { key: string; value: string }[]) {
  const reply = await call(routes.saveCompanyVariables, { variables });
  return { message: reply.response, list: reply.data };
}

export async function fetchSettings() {
  const reply = await call(routes.documentSettings, {});
  return { documentSettings: reply.response.documentSettings, templates: reply.templates };
}

export async function saveSettings(settings: DocumentSettingsView): Promise<string> {
  const reply = await call(routes.saveDocumentSettings, {
    color: settings.color,
    template: settings.template,
  });
  return reply.response;
}

/**
 * A profile image's bytes as an object URL: the image call needs the session's bearer token, so
 * an <img> cannot load it by address (images are never public).
 */
export async function fetchImageObjectUrl(reference: string): Promise<string> {
  const { blob } = await fetchFile(routes.profileImage, { reference }, reference);
  return URL.createObjectURL(blob);
}
