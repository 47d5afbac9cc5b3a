import type { z } from "zod";
import {
  categorySchema,
  countrySchema,
  documentLibraryReplySchema,
  documentLibraryRequestSchema,
  regulatorSchema,
  subscriptionDetailsReplySchema,
  subscriptionDetailsRequestSchema,
  subscriptionListQuerySchema,
  subscriptionListReplySchema,
  subscriptionTypeSchema,
  taxonomyRequestSchema,
} from "../catalogue";
import { pagedOf } from "../envelope";
import { route } from "./define";

const tags = ["catalogue"];

/** The four taxonomies of the filters: public and read-only, at the admin's paths (spec 000 §7). */
const taxonomy = <const P extends string, T extends z.ZodType>(path: P, item: T) =>
  route({
    method: "POST",
    path,
    access: "public",
    body: taxonomyRequestSchema,
    reply: pagedOf(item),
    tags,
  });

/** The public catalogue: packages, a package's documents, the document library, the taxonomies. */
export const catalogueRoutes = {
  packageList: route({
    method: "GET",
    path: "/user/get-subscription-lists",
    access: "public",
    query: subscriptionListQuerySchema,
    reply: subscriptionListReplySchema,
    tags,
    summary: "Published packages, filtered and paged",
  }),
  packageDetails: route({
    method: "POST",
    path: "/user/get-subscrption-details",
    access: "public",
    body: subscriptionDetailsRequestSchema,
    reply: subscriptionDetailsReplySchema,
    tags,
    summary: "One package with its folder tree; documents paged and searched",
  }),
  documentLibrary: route({
    method: "POST",
    path: "/company/documentlibrary/getdata",
    access: "public",
    body: documentLibraryRequestSchema,
    reply: documentLibraryReplySchema,
    tags,
    summary: "Search the document library",
  }),
  countryList: taxonomy("/admin/subscription/country/list", countrySchema),
  subscriptionTypeList: taxonomy("/admin/subscription/type/list", subscriptionTypeSchema),
  categoryList: taxonomy("/admin/subscription/category/list", categorySchema),
  regulatorList: taxonomy("/admin/subscription/regulator/list", regulatorSchema),
};
