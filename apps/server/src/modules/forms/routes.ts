import { messages, routes, webFormLimits, webFormMessages } from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { createForm, publishForm, saveForm, unpublishForm } from "./builder";
import { listSubmissions, submissionDetail, submissionFile } from "./completions";
import { submissionPdf, submissionsCsv } from "./exports";
import { fillableForms, openForm, submitForm } from "./fill";
import { companyPeople, findForm, listForms, personName, toDetail } from "./queries";

/** Web forms (decision 030): the builder, the completions and the fill page's calls. */
export const webFormRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, {
      limits: { fileSize: webFormLimits.fileBytes, files: webFormLimits.fileFields },
    });
  }
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.webForms, async ({ input, actor }) =>
    ok("", await listForms(db, actor.companyId, input)),
  );

  serve(app, routes.createWebForm, async ({ input, actor }) =>
    ok(webFormMessages.created, { data: await createForm(db, actor, input) }),
  );

  serve(app, routes.webForm, async ({ input, actor }) =>
    ok("", { data: await toDetail(db, await findForm(db, actor.companyId, input.id)) }),
  );

  serve(app, routes.saveWebForm, async ({ input, actor }) =>
    ok(webFormMessages.saved, { data: await saveForm(db, actor, input) }),
  );

  serve(app, routes.publishWebForm, async ({ input, actor }) =>
    ok(webFormMessages.published, { data: await publishForm(db, actor, input.id) }),
  );

  serve(app, routes.unpublishWebForm, async ({ input, actor }) =>
    ok(webFormMessages.unpublished, { data: await unpublishForm(db, actor, input.id) }),
  );

  serve(app, routes.webFormPeople, async ({ actor }) => {
    const people = await companyPeople(db, actor.companyId);
    return ok(people.map((person) => ({ _id: person.id, name: personName(person), email: person.email })));
  });

  serve(app, routes.webFormSubmissions, async ({ input, actor }) =>
    ok("", await listSubmissions(db, actor, input)),
  );

  serve(app, routes.webFormSubmission, async ({ input, actor }) =>
    ok(await submissionDetail(db, actor, input.id)),
  );

  serve(app, routes.webFormSubmissionFile, async ({ input, actor, reply }) =>
    sendFile(reply, await submissionFile(platform, actor, input)),
  );

  serve(app, routes.webFormSubmissionPdf, async ({ input, actor, reply }) =>
    sendFile(reply, await submissionPdf(platform, actor, input.id)),
  );

  serve(app, routes.webFormSubmissionsCsv, async ({ input, actor, reply }) =>
    sendFile(reply, await submissionsCsv(platform, actor, input)),
  );

  serve(app, routes.fillableForms, async ({ actor }) => ok(await fillableForms(platform, actor)));

  serve(app, routes.openWebForm, async ({ input, actor }) =>
    ok(await openForm(platform, actor, input.token)),
  );

  serve(app, routes.submitWebForm, async ({ actor, request }) => {
    const caller = { userId: actor.session?.userId ?? "", companyId: actor.session?.companyId ?? null };
    const failures = { tooLarge: webFormMessages.fileTooLarge, notMultipart: messages.invalidMultipart };
    const limits = { files: webFormLimits.fileFields, fieldSize: webFormLimits.answersLength };
    const read = () => readForm(request, caller, webFormLimits.fileBytes, failures, limits);
    await submitForm(platform, actor, read);
    return ok(webFormMessages.submitted);
  });
};
