import { z } from "zod";
import { isAbsent } from "../absent";
import { searchTextSchema, slugSchema } from "../catalogue";
import { idSchema } from "../commerce";
import { folderNameSchema } from "../documents";
import { envelopeOf, pagedOf } from "../envelope";

/** Schemas, messages and audit actions of the admin console's catalogue area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminCatalogueAuditActions = [
  "admin.country.saved",
  "admin.country.deleted",
  "admin.service-type.saved",
  "admin.service-type.deleted",
  "admin.regulator.saved",
  "admin.regulator.deleted",
  "admin.taxonomy.ordered",
  "admin.package.saved",
  "admin.package.image",
  "admin.package.published",
  "admin.package.withdrawn",
  "admin.package.folder.saved",
  "admin.package.folder.moved",
  "admin.package.folder.deleted",
  "admin.package.template.added",
  "admin.package.template.removed",
  "admin.package.template.moved",
] as const;

/** What the console says about the catalogue (added for the platform, not in the specification). */
export const adminCatalogueMessages = {
  nameRequired: "Please enter a name.",
  nameTooLong: "Names must be 200 characters or fewer.",
  textTooLong: "This text is too long.",
  flagInvalid: "Please give a flag: an emoji, or an image address starting with / or https://.",
  slugTaken: "This slug is already used. Please choose another.",
  slugInUse:
    "This is used by packages, templates or regulators, so its slug cannot change and it cannot be deleted.",
  countryRequired: "Please choose a country.",
  regulatorCountryInUse: "Packages use this regulator, so its country cannot change.",
  serviceTypeRequired: "Please choose a service type.",
  regulatorInvalid: "Please choose a regulator of the package's country, or none.",
  categoriesInvalid: "Please choose categories from the service types.",
  licenceFeeInvalid: "Please enter the licence fee in pounds: 0 or more, with at most two decimals.",
  packageImageType: "Please upload a PNG, JPEG or WebP image.",
  packageImageTooLarge: "The image must be 2 MB or smaller.",
  orderInvalid: "Please send every item of the list once, in the new order.",
  folderNotEmpty:
    "This folder holds folders or templates. Empty it first, or delete it with its templates removed from the package.",
  folderMoveIntoItself: "A folder cannot be moved into itself or into one of its own folders.",
  templateInPackage: "This template is already in the package.",
  packageEmpty: "Add at least one template to the package before publishing it.",
  saved: "Saved.",
  deleted: "Deleted.",
  published: "The package is published and on sale.",
  withdrawn: "The package is withdrawn: it is no longer sold, and subscribers keep their documents.",
} as const;
const m = adminCatalogueMessages;

/** Packages' images may be at most this large (checked again on the server). */
export const packageImageMaxBytes = 2 * 1024 * 1024;

const nameSchema = z.string(m.nameRequired).trim().min(1, m.nameRequired).max(200, m.nameTooLong);
const textSchema = (max: number) =>
  z.preprocess(
    (value) => (isAbsent(value) ? "" : value),
    z.string(m.textTooLong).trim().max(max, m.textTooLong),
  );
const optionalId = z.preprocess((value) => (isAbsent(value) ? undefined : value), idSchema.optional());
const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);

// ---- taxonomy: countries, service types, regulators ----

export const taxonomyKinds = ["country", "serviceType", "regulator"] as const;
export type TaxonomyKind = (typeof taxonomyKinds)[number];

/** An emoji (a few characters) or an image address on this site or over https. */
const flagSchema = z
  .string(m.flagInvalid)
  .trim()
  .min(1, m.flagInvalid)
  .max(300, m.flagInvalid)
  .refine(
    (flag) => /^(\/|https:\/\/)\S+$/.test(flag) || (flag.length <= 16 && !/[\s<>"']/.test(flag)),
    m.flagInvalid,
  );
/** The slug an edited item had: absent for a new one. */
const originalSlugSchema = z.preprocess(
  (value) => (isAbsent(value) ? undefined : value),
  slugSchema.optional(),
);

export const taxonomySaveSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("country"),
    originalSlug: originalSlugSchema,
    name: nameSchema,
    slug: slugSchema,
    flag: flagSchema,
  }),
  z.object({
    kind: z.literal("serviceType"),
    originalSlug: originalSlugSchema,
    name: nameSchema,
    slug: slugSchema,
    blurb: textSchema(500),
  }),
  z.object({
    kind: z.literal("regulator"),
    originalSlug: originalSlugSchema,
    name: nameSchema,
    slug: slugSchema,
    country: slugSchema,
    description: textSchema(2000),
  }),
]);
export type TaxonomySave = z.output<typeof taxonomySaveSchema>;
export const taxonomyRefSchema = z.object({ kind: z.enum(taxonomyKinds), slug: slugSchema });
export const taxonomyOrderSchema = z.object({
  kind: z.enum(taxonomyKinds),
  slugs: z.array(slugSchema).min(1, m.orderInvalid).max(500, m.orderInvalid),
});

/** How many records use an item: it cannot be renamed (slug) or deleted while any do. */
const taxonSchema = z.object({ slug: z.string(), name: z.string(), usedBy: z.number().int().nonnegative() });
export const adminCountrySchema = taxonSchema.extend({ flag: z.string() });
export const adminServiceTypeSchema = taxonSchema.extend({ blurb: z.string() });
export const adminRegulatorSchema = taxonSchema.extend({ country: z.string(), description: z.string() });
export const adminTaxonomySchema = z.object({
  countries: z.array(adminCountrySchema),
  serviceTypes: z.array(adminServiceTypeSchema),
  regulators: z.array(adminRegulatorSchema),
});
export type AdminTaxonomy = z.infer<typeof adminTaxonomySchema>;
export const adminTaxonomyReplySchema = envelopeOf(adminTaxonomySchema);
export const adminMessageReplySchema = envelopeOf(z.string());

// ---- packages ----

export const packageStatuses = ["all", "published", "withdrawn"] as const;
export const adminPackageListSchema = z.object({
  page: pageSchema,
  search: searchTextSchema,
  country: z.preprocess((value) => (isAbsent(value) ? undefined : value), slugSchema.optional()),
  serviceType: z.preprocess((value) => (isAbsent(value) ? undefined : value), slugSchema.optional()),
  status: z.enum(packageStatuses).default("all"),
});

export const adminPackageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Pounds. */
  licenceFee: z.number(),
  countryName: z.string(),
  serviceTypeName: z.string(),
  published: z.boolean(),
  documentCount: z.number().int().nonnegative(),
  /** The site's package offer covers it now (site settings offerPackageIDS; edited with the site). */
  onOffer: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPackageRow = z.infer<typeof adminPackageRowSchema>;
export const adminPackageListReplySchema = pagedOf(adminPackageRowSchema);

/** A licence fee in pounds: 0 or more, at most two decimals, stored as pence. */
export const licenceFeeSchema = z.coerce
  .number(m.licenceFeeInvalid)
  .min(0, m.licenceFeeInvalid)
  .max(1_000_000, m.licenceFeeInvalid)
  .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, m.licenceFeeInvalid);

export const adminPackageSaveSchema = z.object({
  id: optionalId,
  name: nameSchema,
  slug: slugSchema,
  licenceFee: licenceFeeSchema,
  /** HTML; the server sanitises it with the documents' allowlist. */
  description: textSchema(20_000),
  country: z.string(m.countryRequired).min(1, m.countryRequired).pipe(slugSchema),
  serviceType: z.string(m.serviceTypeRequired).min(1, m.serviceTypeRequired).pipe(slugSchema),
  regulator: z.preprocess((value) => (isAbsent(value) ? null : value), slugSchema.nullable()),
  categories: z.array(slugSchema).max(20, m.categoriesInvalid).default([]),
});
export type AdminPackageSave = z.output<typeof adminPackageSaveSchema>;

export const adminPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  licenceFee: z.number(),
  description: z.string(),
  image: z.string(),
  country: z.string(),
  serviceType: z.string(),
  regulator: z.string().nullable(),
  categories: z.array(z.string()),
  published: z.boolean(),
  documentCount: z.number().int().nonnegative(),
  onOffer: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageReplySchema = envelopeOf(adminPackageSchema);
export const packageIdSchema = z.object({ id: idSchema });
export const packagePublishSchema = z.object({ id: idSchema, published: z.boolean() });
export const packageImageParamsSchema = z.object({
  reference: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, "Not found."),
});

// ---- the folder tree ----

export const adminTreeDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  policyNumber: z.string(),
  nation: z.string(),
  published: z.boolean(),
});
export type AdminTreeDocument = z.infer<typeof adminTreeDocumentSchema>;
export interface AdminTreeFolder {
  id: string;
  name: string;
  documents: AdminTreeDocument[];
  folders: AdminTreeFolder[];
}
export const adminTreeFolderSchema: z.ZodType<AdminTreeFolder> = z.object({
  id: z.string(),
  name: z.string(),
  documents: z.array(adminTreeDocumentSchema),
  get folders() {
    return z.array(adminTreeFolderSchema);
  },
});
export const adminFolderTreeReplySchema = envelopeOf(z.array(adminTreeFolderSchema));

const ofPackage = { packageId: idSchema };
/** Adds a folder (no folderId) under parentId, or renames one. */
export const folderSaveSchema = z.object({
  ...ofPackage,
  folderId: optionalId,
  parentId: optionalId,
  name: folderNameSchema,
});
export const folderDeleteSchema = z.object({
  ...ofPackage,
  folderId: idSchema,
  /** Also delete its folders and take its templates out of the package (the templates stay). */
  removeTemplates: z.boolean().default(false),
});
const positionSchema = z.number().int().min(0).max(10_000);
/** Puts a folder under parentId (null: top level) at position among its new siblings. */
export const folderMoveSchema = z.object({
  ...ofPackage,
  folderId: idSchema,
  parentId: z.preprocess((value) => (isAbsent(value) ? null : value), idSchema.nullable()),
  position: positionSchema,
});
export const templateAddSchema = z.object({
  ...ofPackage,
  folderId: idSchema,
  templateIds: z.array(idSchema).min(1).max(200),
});
export const templateRemoveSchema = z.object({ ...ofPackage, folderId: idSchema, templateId: idSchema });
export const templateMoveSchema = z.object({
  ...ofPackage,
  templateId: idSchema,
  fromFolderId: idSchema,
  folderId: idSchema,
  position: positionSchema,
});

/** The picker of templates to add: search by title or policy number, filter by nation. */
export const templatePickerSchema = z.object({
  ...ofPackage,
  search: searchTextSchema,
  nation: z.preprocess((value) => (isAbsent(value) ? undefined : value), slugSchema.optional()),
  page: pageSchema,
});
export const templatePickerRowSchema = adminTreeDocumentSchema.extend({ inPackage: z.boolean() });
export const templatePickerReplySchema = pagedOf(templatePickerRowSchema);
