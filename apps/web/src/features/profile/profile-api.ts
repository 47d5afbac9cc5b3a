import type {
  CompanyProfileView,
  CompanyVariableView,
  DocumentSettingsView,
  DocumentTemplate,
  ProfileImageField,
  ProfileTab,
} from "@cloudoc/contract";
import { ApiError, api, buildUrl, failureMessage } from "../../lib/api";
import { session } from "../../lib/session";

/** The calls of the organisation profile, document settings and business variables (spec 000 §7). */

export const profileKeys = {
  profile: ["company-profile"] as const,
  variables: ["company-variables"] as const,
  settings: ["document-settings"] as const,
  image: (url: string) => ["profile-image", url] as const,
};

export async function fetchProfile(): Promise<CompanyProfileView> {
  return (await api.post<CompanyProfileView>("/users/details/profile")).response;
}

/** POST /users/details/update/tab_N: answers the message and the profile as saved. */
export async function saveTab(tab: ProfileTab, values: Record<string, string>) {
  const reply = await api.post<string, { data: CompanyProfileView }>(`/users/details/update/${tab}`, values);
  return { message: reply.response, profile: reply.data };
}

export async function savePaymentCard(body: { card_holder_name: string; useLatestPaymentCard?: boolean }) {
  const reply = await api.post<string, { data: CompanyProfileView }>("/users/details/update/payment", body);
  return { message: reply.response, profile: reply.data };
}

/** POST /admin/users/logo/upload or /admin/users/image/upload (multipart). */
export async function uploadImage(field: ProfileImageField, file: File) {
  const form = new FormData();
  form.append("field", field);
  form.append("file", file);
  const path = field === "companyLogo" ? "/admin/users/logo/upload" : "/admin/users/image/upload";
  const reply = await api.post<string, { data: { field: string; reference: string; url: string } }>(
    path,
    form,
  );
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
  const userId = session.get("userId");
  if (userId) form.append("userId", userId);
  if (request.file) {
    form.append("filename", request.file.name);
    form.append("file", request.file);
  }
  return (await api.post<string>("/company/profile/edit/request", form)).response;
}

export async function fetchVariables(): Promise<CompanyVariableView[]> {
  return (await api.post<CompanyVariableView[]>("/user/company/variables")).response;
}

export async function saveVariables(variables: { key: string; value: string }[]) {
  const reply = await api.post<string, { data: CompanyVariableView[] }>("/user/company/variables/update", {
    variables,
  });
  return { message: reply.response, list: reply.data };
}

export interface SettingsReply {
  documentSettings: DocumentSettingsView;
  templates: { value: DocumentTemplate; label: string; description: string }[];
}

export async function fetchSettings(): Promise<SettingsReply> {
  const reply = await api.post<
    { documentSettings: DocumentSettingsView },
    { templates: SettingsReply["templates"] }
  >("/users/users/settings");
  return { documentSettings: reply.response.documentSettings, templates: reply.templates };
}

export async function saveSettings(settings: DocumentSettingsView): Promise<string> {
  return (
    await api.post<string>("/users/users/update/settings", {
      userId: session.get("userId"),
      role: session.get("userRole"),
      color: JSON.stringify(settings.color),
      template: settings.template,
    })
  ).response;
}

/**
 * A profile image's bytes as an object URL: the image call needs the session's bearer token, so
 * an <img> cannot load it by address (images are never public).
 */
export async function fetchImageObjectUrl(url: string): Promise<string> {
  const token = session.get("token");
  const reply = await fetch(buildUrl(url.replace(/^\/api/, "")), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!reply.ok) {
    const body: unknown = await reply.json().catch(() => undefined);
    throw new ApiError(failureMessage(body), "failure", reply.status);
  }
  return URL.createObjectURL(await reply.blob());
}
