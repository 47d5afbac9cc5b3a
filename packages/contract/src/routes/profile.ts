import { userIdField } from "../commerce";
import { permissions } from "../permissions";
import type { ProfileTab } from "../profile";
import {
  companyProfileReplySchema,
  companyVariablesReplySchema,
  companyVariablesSavedReplySchema,
  companyVariablesUpdateSchema,
  documentSettingsReplySchema,
  documentSettingsSavedReplySchema,
  documentSettingsUpdateSchema,
  editRequestReplySchema,
  paymentTabSchema,
  profileCallerSchema,
  profileImageParamsSchema,
  profileImageUploadReplySchema,
  profileSavedReplySchema,
  profileTabPatchSchemas,
} from "../profile-calls";
import { fileReply, route } from "./define";

const tags = ["profile"];
/** Reading: the owner and any staff user (the reply says whether they may edit); never employees. */
const read = "company";
/** Changing: the owner, or staff with the Settings permission (spec 000 §6). */
const change = { permission: permissions.settings } as const;

/** POST /users/details/update/tab_N: saves the fields it sends. */
const tabRoute = <const T extends ProfileTab>(tab: T) =>
  route({
    method: "POST",
    path: `/users/details/update/${tab}`,
    access: change,
    body: profileTabPatchSchemas[tab].extend({ userId: userIdField }),
    reply: profileSavedReplySchema,
    tags,
  });

/** The organisation profile, document settings and business variables (spec 000 §3, §7). */
export const profileRoutes = {
  companyProfile: route({
    method: "POST",
    path: "/users/details/profile",
    access: read,
    body: profileCallerSchema,
    reply: companyProfileReplySchema,
    tags,
  }),
  saveProfileTab1: tabRoute("tab_1"),
  saveProfileTab2: tabRoute("tab_2"),
  saveProfileTab3: tabRoute("tab_3"),
  saveProfileTab4: tabRoute("tab_4"),
  saveProfilePaymentCard: route({
    method: "POST",
    path: "/users/details/update/payment",
    access: change,
    body: paymentTabSchema,
    reply: profileSavedReplySchema,
    tags,
    summary: "Keeps the card holder's name and a provider token, never a card number",
  }),
  documentSettings: route({
    method: "POST",
    path: "/users/users/settings",
    access: read,
    body: profileCallerSchema,
    reply: documentSettingsReplySchema,
    tags,
  }),
  saveDocumentSettings: route({
    method: "POST",
    path: "/users/users/update/settings",
    access: change,
    body: documentSettingsUpdateSchema,
    reply: documentSettingsSavedReplySchema,
    tags,
  }),
  companyVariables: route({
    method: "POST",
    path: "/user/company/variables",
    access: read,
    body: profileCallerSchema,
    reply: companyVariablesReplySchema,
    tags,
  }),
  saveCompanyVariables: route({
    method: "POST",
    path: "/user/company/variables/update",
    access: change,
    body: companyVariablesUpdateSchema,
    reply: companyVariablesSavedReplySchema,
    tags,
    summary: "Sets the company's own values; an empty value removes one",
  }),
  uploadCompanyLogo: route({
    method: "POST",
    path: "/admin/users/logo/upload",
    access: change,
    multipart: true,
    reply: profileImageUploadReplySchema,
    tags,
    summary: "The company logo: a PNG, JPEG, GIF or WebP of at most 300 × 300 pixels",
  }),
  uploadProfileSignature: route({
    method: "POST",
    path: "/admin/users/image/upload",
    access: change,
    multipart: true,
    reply: profileImageUploadReplySchema,
    tags,
    summary: "A signature image for the profile field named in `field` (the director's by default)",
  }),
  profileImage: route({
    method: "GET",
    path: "/users/details/image/:reference",
    // Members of the company, employees included (their pages show the logo); the service serves
    // only a reference the session's own company holds.
    access: "signedIn",
    params: profileImageParamsSchema,
    reply: fileReply,
    tags,
  }),
  requestProfileEdit: route({
    method: "POST",
    path: "/company/profile/edit/request",
    access: change,
    multipart: true,
    reply: editRequestReplySchema,
    tags,
    summary: "Asks to change a field that is read-only once filled, with an optional supporting file",
  }),
};

/** The tab save calls by tab, for the server's registration and the web's profile form. */
export const profileTabRoutes = {
  tab_1: profileRoutes.saveProfileTab1,
  tab_2: profileRoutes.saveProfileTab2,
  tab_3: profileRoutes.saveProfileTab3,
  tab_4: profileRoutes.saveProfileTab4,
} as const satisfies Record<ProfileTab, unknown>;
