import {
  categorySchema,
  countrySchema,
  documentLibraryReplySchema,
  documentLibraryRequestSchema,
  messages,
  pagedOf,
  regulatorSchema,
  subscriptionDetailsReplySchema,
  subscriptionDetailsRequestSchema,
  subscriptionListQuerySchema,
  subscriptionListReplySchema,
  subscriptionTypeSchema,
  taxonomyRequestSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { notFound, ok } from "../../platform/envelope";
import { getSiteSettings } from "../settings/service";
import { packageDetails } from "./details";
import { searchDocumentLibrary } from "./document-library";
import { toPackageList } from "./list";
import { cachedPackageRows } from "./list-cache";
import { listCategories, listCountries, listRegulators, listSubscriptionTypes } from "./taxonomy";

const publicRoute = { access: "public" } as const;
const tags = ["catalogue"];

/** A list reply: status 1 with the items, or 2 with `emptyMessage` when there are none. */
function listReply<T>(list: T[], total: number, emptyMessage: string) {
  return list.length > 0
    ? { status: 1 as const, response: "ok", list, total }
    : { status: 2 as const, response: emptyMessage, list, total };
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platform } = app;
  const packageRows = cachedPackageRows(platform.db);

  app.get(
    "/user/get-subscription-lists",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Published packages, filtered and paged",
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListReplySchema },
      },
    },
    async (request) => {
      const [page, settings] = await Promise.all([packageRows(request.query), getSiteSettings(platform.db)]);
      const { list, total } = toPackageList(page, settings);

      return listReply(list, total, messages.noSubscriptionFound);
    },
  );

  app.post(
    "/user/get-subscrption-details",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "One package with its folder tree; documents paged and searched",
        body: subscriptionDetailsRequestSchema,
        response: { 200: subscriptionDetailsReplySchema },
      },
    },
    async (request) => {
      const found = await packageDetails(platform.db, request.body);
      if (!found) throw notFound(messages.noRecordsFound);
      return ok(found.detail, { total: found.total });
    },
  );

  app.post(
    "/company/documentlibrary/getdata",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Search the document library",
        body: documentLibraryRequestSchema,
        response: { 200: documentLibraryReplySchema },
      },
    },
    async (request) => {
      const data = await searchDocumentLibrary(platform.db, request.body);
      return data.file.length > 0
        ? { status: 1 as const, response: "ok", data }
        : { status: 2 as const, response: messages.noRecordsFound, data };
    },
  );

  const taxonomies: [
    string,
    z.ZodType,
    (db: typeof platform.db, searchText: string) => Promise<unknown[]>,
  ][] = [
    ["country", countrySchema, listCountries],
    ["type", subscriptionTypeSchema, listSubscriptionTypes],
    ["category", categorySchema, listCategories],
    ["regulator", regulatorSchema, listRegulators],
  ];
  for (const [name, item, list] of taxonomies) {
    app.post(
      `/admin/subscription/${name}/list`,
      {
        config: publicRoute,
        schema: {
          tags,
          summary: `The ${name} taxonomy (public, read-only)`,
          body: taxonomyRequestSchema,
          response: { 200: pagedOf(item) },
        },
      },
      async (request) => {
        const rows = await list(platform.db, request.body.searchText);
        return listReply(rows, rows.length, messages.noRecordsFound);
      },
    );
  }
};
