import {
  idSchema,
  adminCatalogueMessages as m,
  messages,
  packageImageMaxBytes,
  routes,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { ok } from "../../../platform/envelope";
import { parseFields, readForm } from "../../../platform/multipart-form";
import { serve } from "../../../platform/routes";
import { deleteFolder, moveFolder, saveFolder } from "./folders";
import { packageImage, uploadPackageImage } from "./package-image";
import { listAdminPackages, publishAdminPackage, saveAdminPackage, viewAdminPackage } from "./packages";
import { adminTaxonomy, deleteTaxon, orderTaxa, saveTaxon } from "./taxonomy";
import { addTemplates, moveTemplate, pickTemplates, removeTemplate } from "./templates";
import { packageTree } from "./tree";

const imageFailures = { tooLarge: m.packageImageTooLarge, notMultipart: messages.chooseImage };
const imageFormSchema = z.object({ id: idSchema });

/** A page of a list: status 1, or 2 with the catalogue's "No records found" when it is empty. */
const pagedReply = <T>({ list, total }: { list: T[]; total: number }) =>
  list.length > 0
    ? { status: 1 as const, response: "ok", list, total }
    : { status: 2 as const, response: messages.noRecordsFound, list, total };

/** The console's catalogue: countries, service types, regulators, packages with their folder trees. */
export const adminCatalogueRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: packageImageMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.adminTaxonomy, async () => ok(await adminTaxonomy(db)));
  serve(app, routes.adminTaxonomySave, async ({ input, actor }) => {
    await saveTaxon(db, actor, input);
    return ok(m.saved);
  });
  serve(app, routes.adminTaxonomyDelete, async ({ input, actor }) => {
    await deleteTaxon(db, actor, input.kind, input.slug);
    return ok(m.deleted);
  });
  serve(app, routes.adminTaxonomyOrder, async ({ input, actor }) => {
    await orderTaxa(db, actor, input.kind, input.slugs);
    return ok(m.saved);
  });

  serve(app, routes.adminPackageList, async ({ input }) => {
    return pagedReply(await listAdminPackages(db, input));
  });
  serve(app, routes.adminPackageView, async ({ input }) => ok(await viewAdminPackage(db, input.id)));
  serve(app, routes.adminPackageSave, async ({ input, actor }) =>
    ok(await saveAdminPackage(db, actor, input)),
  );
  serve(app, routes.adminPackagePublish, async ({ input, actor }) =>
    ok(await publishAdminPackage(db, actor, input.id, input.published)),
  );
  serve(app, routes.adminPackageImageUpload, async ({ actor, request }) => {
    // An admin has no company: a companyId in the form names another's and is refused.
    const form = await readForm(request, actor, packageImageMaxBytes, imageFailures);
    const { id } = parseFields(imageFormSchema, form.fields);
    return ok(await uploadPackageImage(platform, actor, id, form.file?.bytes));
  });
  serve(app, routes.packageImage, async ({ input, reply }) => {
    const image = await packageImage(platform, input.reference);
    return reply
      .header("Content-Type", image.contentType)
      .header("Cache-Control", "public, max-age=86400, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(image.body);
  });

  serve(app, routes.adminPackageFolderTree, async ({ input }) => ok(await packageTree(db, input.id)));
  serve(app, routes.adminPackageFolderSave, async ({ input, actor }) =>
    ok(await saveFolder(db, actor, input)),
  );
  serve(app, routes.adminPackageFolderDelete, async ({ input, actor }) =>
    ok(await deleteFolder(db, actor, input)),
  );
  serve(app, routes.adminPackageFolderMove, async ({ input, actor }) =>
    ok(await moveFolder(db, actor, input)),
  );
  serve(app, routes.adminPackageTemplateAdd, async ({ input, actor }) =>
    ok(await addTemplates(db, actor, input)),
  );
  serve(app, routes.adminPackageTemplateRemove, async ({ input, actor }) =>
    ok(await removeTemplate(db, actor, input)),
  );
  serve(app, routes.adminPackageTemplateMove, async ({ input, actor }) =>
    ok(await moveTemplate(db, actor, input)),
  );
  serve(app, routes.adminPackageTemplatePicker, async ({ input }) => {
    return pagedReply(await pickTemplates(db, input));
  });
};
