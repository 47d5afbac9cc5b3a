import {
  editRequestFieldsSchema,
  editRequestMaxBytes,
  messages,
  type ProfileImageField,
  profileImageMaxBytes,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyOf } from "../../platform/auth";
import { badRequest, ok } from "../../platform/envelope";
import { profileActor, profileChange } from "./access";
import { createEditRequest } from "./edit-requests";
import { profileImage, readForm, uploadField, uploadProfileImage } from "./uploads";

const tags = ["profile"];

/**
 * Profile image uploads, the authenticated image call, and edit requests (spec 000 §7): the
 * multipart calls. Multipart parsing is registered here unless a parent already has it.
 */
export const profileUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: editRequestMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;
  const db = platform.db;

  const imageUpload = (fallback: ProfileImageField) => async (request: Parameters<typeof readForm>[0]) => {
    const form = await readForm(request, profileImageMaxBytes, {
      tooLarge: messages.imageFileTooLarge,
      notMultipart: messages.chooseImage,
    });
    const actor = await profileActor(db, request, form.fields.userId);
    const field = uploadField(form.fields, fallback);
    return ok(messages.successfullyUploaded, {
      data: await uploadProfileImage(platform, actor, field, form.file),
    });
  };
  app.post(
    "/admin/users/logo/upload",
    { config: profileChange, schema: { tags } },
    imageUpload("companyLogo"),
  );
  app.post(
    "/admin/users/image/upload",
    { config: profileChange, schema: { tags } },
    imageUpload("signature"),
  );

  app.get(
    "/users/details/image/:reference",
    {
      config: { access: "signedIn" },
      schema: { tags, params: z.object({ reference: z.string().max(120) }) },
    },
    async (request, reply) => {
      const { companyId } = companyOf(request);
      const image = await profileImage(platform, companyId, request.params.reference);
      return reply
        .header("Content-Type", image.contentType)
        .header("Cache-Control", "private, max-age=300")
        .header("X-Content-Type-Options", "nosniff")
        .header("Content-Security-Policy", "default-src 'none'; sandbox")
        .send(image.body);
    },
  );

  app.post("/company/profile/edit/request", { config: profileChange, schema: { tags } }, async (request) => {
    const form = await readForm(request, editRequestMaxBytes, {
      tooLarge: messages.editRequestFileTooLarge,
      notMultipart: messages.oopsSomethingWentWrong,
    });
    const parsed = editRequestFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ""),
        message: issue.message,
      }));
      throw badRequest(errors[0]?.message ?? messages.validationFailed, errors);
    }
    const actor = await profileActor(db, request, parsed.data.userId);
    const created = await createEditRequest(platform, actor, { ...parsed.data, file: form.file });
    return ok(messages.editRequestSent, { data: created });
  });
};
