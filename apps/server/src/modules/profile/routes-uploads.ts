import {
  editRequestFieldsSchema,
  editRequestMaxBytes,
  messages,
  type ProfileImageField,
  profileImageMaxBytes,
  routes,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { forbidden, ok } from "../../platform/envelope";
import { parseFields, readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { createEditRequest } from "./edit-requests";
import { profileImage, uploadField, uploadProfileImage } from "./uploads";

const imageFailures = { tooLarge: messages.imageFileTooLarge, notMultipart: messages.chooseImage };
const editRequestFailures = {
  tooLarge: messages.editRequestFileTooLarge,
  notMultipart: messages.oopsSomethingWentWrong,
};

/**
 * Profile image uploads, the authenticated image call, and edit requests (spec 000 §7): the
 * multipart calls. Multipart parsing is registered here unless a parent already has it.
 */
export const profileUploadRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: editRequestMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;

  const imageUpload = (
    definition: typeof routes.uploadCompanyLogo | typeof routes.uploadProfileSignature,
    fallback: ProfileImageField,
  ) =>
    serve(app, definition, async ({ actor, request }) => {
      const form = await readForm(request, actor, profileImageMaxBytes, imageFailures);
      const field = uploadField(form.fields, fallback);
      return ok(messages.successfullyUploaded, {
        data: await uploadProfileImage(platform, actor, field, form.file),
      });
    });
  imageUpload(routes.uploadCompanyLogo, "companyLogo");
  imageUpload(routes.uploadProfileSignature, "signature");

  serve(app, routes.profileImage, async ({ input, actor, reply }) => {
    // Members of a company only: the platform admin has none.
    if (!actor.companyId) throw forbidden();
    const image = await profileImage(platform, actor.companyId, input.reference);
    return reply
      .header("Content-Type", image.contentType)
      .header("Cache-Control", "private, max-age=300")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(image.body);
  });

  serve(app, routes.requestProfileEdit, async ({ actor, request }) => {
    const form = await readForm(request, actor, editRequestMaxBytes, editRequestFailures);
    const fields = parseFields(editRequestFieldsSchema, form.fields);
    const created = await createEditRequest(platform, actor, { ...fields, file: form.file });
    return ok(messages.editRequestSent, { data: created });
  });
};
