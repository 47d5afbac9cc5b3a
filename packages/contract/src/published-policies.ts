import { z } from "zod";
import { isAbsent } from "./absent";
import { limitSchema, skipSchema } from "./catalogue";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { envelopeOf, pagedOf } from "./envelope";
import { messages } from "./messages";
import { requiredIdSchema } from "./policies";

/**
 * Published policies (spec 001 §7; spec 000 §2 `/policy/documents`, §3 settings.showPoliciesonSite):
 * the company's documents it shows to anyone on its subdomain. Missing ids answer 'OOPs! Somthing
 * went wrong' (spec 001 §5).
 */

const absentToUndefined = (value: unknown) => (isAbsent(value) ? undefined : value);
const optionalCompanyId = z.preprocess(absentToUndefined, z.string().trim().max(100).optional());

export const publishPolicySchema = z.object({
  fileId: requiredIdSchema(messages.oopsSomethingWentWrong),
  userId: userIdField,
});
/** `id`: the published entry's id, or the document's. */
export const unpublishPolicySchema = z.object({
  id: requiredIdSchema(messages.oopsSomethingWentWrong),
  userId: userIdField,
});
export const publishedListSchema = z.object({
  companyId: optionalCompanyId,
  skip: skipSchema,
  limit: limitSchema(pageSizes.publishedPolicies),
});
/** A public call: the company by its id, or by the subdomain the page is on. */
export const publicPoliciesSchema = z.object({ companyId: optionalCompanyId });
export const publicPolicyViewSchema = z.object({
  id: requiredIdSchema(messages.oopsSomethingWentWrong),
  companyId: optionalCompanyId,
});
/** Reads settings.showPoliciesonSite, and changes it when a value is sent. */
export const showPoliciesSettingSchema = z.object({
  showPoliciesonSite: z.preprocess(
    (value) =>
      isAbsent(value) ? undefined : value === "true" || value === 1 || value === "1" ? true : value,
    z.boolean().optional(),
  ),
  userId: userIdField,
});

export const publishedPolicySchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  name: z.string(),
  policyNumber: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type PublishedPolicy = z.infer<typeof publishedPolicySchema>;

export const publishedListReplySchema = pagedOf(publishedPolicySchema);
export const publishPolicyReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2)]),
  response: z.string(),
  data: publishedPolicySchema,
});
export const unpublishPolicyReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: z.object({ id: z.string() }),
});
/** Names and ids only: nothing else of the company is shown to the public. */
export const publicPoliciesReplySchema = pagedOf(z.object({ _id: z.string(), name: z.string() }));
/** The public policy view (spec 001 §3): the document with its variables filled. */
export const publicPolicyViewReplySchema = envelopeOf(
  z.object({
    _id: z.string(),
    name: z.string(),
    headerContent: z.string(),
    innerContent: z.string(),
    footerContent: z.string(),
  }),
);
export const showPoliciesReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: z.object({
    showPoliciesonSite: z.boolean(),
    /** The setting is on and a qualifying package (combo, management, updates or pro) is active. */
    shown: z.boolean(),
  }),
});
