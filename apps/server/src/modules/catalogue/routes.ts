import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { notFound, ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { getSiteSettings } from "../settings/service";
import { packageDetails } from "./details";
import { searchDocumentLibrary } from "./document-library";
import { toPackageList } from "./list";
import { cachedPackageRows } from "./list-cache";
import { publicDocument } from "./public-document";
import { listCategories, listCountries, listRegulators, listSubscriptionTypes } from "./taxonomy";

/** A list reply: status 1 with the items, or 2 with `emptyMessage` when there are none. */
function listReply<T>(list: T[], total: number, emptyMessage: string = messages.noRecordsFound) {
  return list.length > 0
    ? { status: 1 as const, response: "ok", list, total }
    : { status: 2 as const, response: emptyMessage, list, total };
}

/** The public catalogue (spec 000 §7): packages, a package's documents, the library, the taxonomies. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const packageRows = cachedPackageRows(db);

  serve(app, routes.packageList, async ({ input }) => {
    const [page, settings] = await Promise.all([packageRows(input), getSiteSettings(db)]);
    const { list, total } = toPackageList(page, settings);
    return listReply(list, total, messages.noSubscriptionFound);
  });

  serve(app, routes.packageDetails, async ({ input }) => {
    const found = await packageDetails(db, input);
    if (!found) throw notFound(messages.noRecordsFound);
    return ok(found.detail, { total: found.total });
  });

  serve(app, routes.documentLibrary, async ({ input }) => {
    const data = await searchDocumentLibrary(db, input);
    return data.file.length > 0
      ? { status: 1 as const, response: "ok", data }
      : { status: 2 as const, response: messages.noRecordsFound, data };
  });

  serve(app, routes.publicDocument, async ({ input, actor }) => {
    const found = await publicDocument(db, input.slug, actor.session, app.platform.clock.now());
    if (!found) throw notFound(messages.noRecordsFound);
    return ok(found);
  });

  const taxonomyReply = async <T>(rows: Promise<T[]>) => {
    const list = await rows;
    return listReply(list, list.length);
  };
  serve(app, routes.countryList, ({ input }) => taxonomyReply(listCountries(db, input.searchText)));
  serve(app, routes.subscriptionTypeList, ({ input }) =>
    taxonomyReply(listSubscriptionTypes(db, input.searchText)),
  );
  serve(app, routes.categoryList, ({ input }) => taxonomyReply(listCategories(db, input.searchText)));
  serve(app, routes.regulatorList, ({ input }) => taxonomyReply(listRegulators(db, input.searchText)));
};
