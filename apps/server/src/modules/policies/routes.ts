import {
  messages,
  policyMessages,
  policyPdfMaxBytes,
  routes,
  uploadPolicyFieldsSchema,
} from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { parseFields, readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { assignToEmployee, assignToGroup, removeAssignment } from "./assign";
import { addDocumentPolicy, documentsThatArePolicies, syncMajorChanges } from "./document-policies";
import { policyDownloadLink, policyLinkFile } from "./download";
import {
  listPublished,
  publicPolicies,
  publicPolicyView,
  publishDocument,
  showPoliciesSetting,
  unpublishDocument,
} from "./published";
import { policyDetail } from "./queries";
import {
  createPolicies,
  createPolicy,
  deletePolicy,
  listPolicies,
  togglePolicyHidden,
  updatePolicy,
} from "./staff-policies";
import { uploadPolicy } from "./upload";

const uploadFailures = { tooLarge: policyMessages.pdfTooLarge, notMultipart: policyMessages.choosePdf };

/** Staff policies, assignment and published policies (spec 001 §7); the rules are in the services. */
export const policyRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: policyPdfMaxBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.policyList, async ({ input, actor }) => {
    const page = await listPolicies(db, actor.companyId, input);
    if (page.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...page };
    return ok("", page);
  });

  serve(app, routes.createPolicy, async ({ input, actor }) =>
    ok(policyMessages.policyCreated, { data: await createPolicy(db, actor, input) }),
  );

  serve(app, routes.multiCreatePolicies, async ({ input, actor }) =>
    ok(policyMessages.policiesCreated, { data: await createPolicies(db, actor, input.policyDoc) }),
  );

  serve(app, routes.getPolicy, async ({ input, actor }) => {
    await syncMajorChanges(db, actor.companyId);
    return ok("", { data: await policyDetail(db, actor.companyId, input.id) });
  });

  serve(app, routes.updatePolicy, async ({ input, actor }) =>
    ok(policyMessages.policyUpdated, { data: await updatePolicy(db, actor, input) }),
  );

  serve(app, routes.deletePolicy, async ({ input, actor }) =>
    ok(policyMessages.policyDeleted, { data: await deletePolicy(db, actor, input.id) }),
  );

  serve(app, routes.addCompanyPolicy, async ({ input, actor }) => {
    const { created, policy } = await addDocumentPolicy(db, actor, input.fileId);
    if (!created) return { status: 2 as const, response: policyMessages.policyAlreadyAdded, data: policy };
    return ok(policyMessages.policyAdded, { data: policy });
  });

  serve(app, routes.hidePolicy, async ({ input, actor }) => {
    const data = await togglePolicyHidden(db, actor, input.policyId);
    return ok(data.hidden ? policyMessages.policyHidden : policyMessages.policyShown, { data });
  });

  serve(app, routes.uploadPolicy, async ({ actor, request }) => {
    const form = await readForm(request, actor, policyPdfMaxBytes, uploadFailures);
    const fields = parseFields(uploadPolicyFieldsSchema, form.fields);
    return ok(policyMessages.policyUploaded, {
      data: await uploadPolicy(platform, actor, fields, form.file),
    });
  });

  serve(app, routes.policyDownload, async ({ input, actor }) =>
    ok(messages.documentDownloaded, await policyDownloadLink(db, actor.companyId, input.id)),
  );

  serve(app, routes.policyFile, async ({ input, reply }) =>
    sendFile(reply, await policyLinkFile(platform, input.token)),
  );

  serve(app, routes.checkEmployeePolicies, async ({ input, actor }) =>
    ok("", { list: await documentsThatArePolicies(db, actor.companyId, input.fileIds) }),
  );

  serve(app, routes.assignGroupPolicies, async ({ input, actor }) =>
    ok(policyMessages.assignedToGroup, { data: await assignToGroup(db, actor, input) }),
  );

  serve(app, routes.assignEmployeePolicies, async ({ input, actor }) =>
    ok(policyMessages.assignedToEmployee, { data: await assignToEmployee(db, actor, input) }),
  );

  serve(app, routes.removeEmployeePolicy, async ({ input, actor }) =>
    ok(policyMessages.assignmentRemoved, { data: await removeAssignment(db, actor, input) }),
  );

  serve(app, routes.publishedPolicies, async ({ input, actor }) =>
    ok("", await listPublished(db, actor.companyId, input)),
  );

  serve(app, routes.publishPolicy, async ({ input, actor }) => {
    const { created, published } = await publishDocument(db, actor, input.fileId);
    if (!created)
      return { status: 2 as const, response: policyMessages.policyAlreadyPublished, data: published };
    return ok(policyMessages.policyPublished, { data: published });
  });

  serve(app, routes.unpublishPolicy, async ({ input, actor }) =>
    ok(policyMessages.policyUnpublished, { data: await unpublishDocument(db, actor, input.id) }),
  );

  serve(app, routes.publicPolicies, async ({ input, request }) =>
    ok("", await publicPolicies(db, { companyId: input.companyId, subdomain: request.subdomain })),
  );

  serve(app, routes.publicPolicyView, async ({ input, request }) =>
    ok(await publicPolicyView(platform, { ...input, subdomain: request.subdomain })),
  );

  serve(app, routes.showPoliciesSetting, async ({ input, actor }) => {
    const data = await showPoliciesSetting(db, actor, input.showPoliciesonSite);
    const message =
      input.showPoliciesonSite === undefined
        ? ""
        : data.showPoliciesonSite
          ? policyMessages.showPoliciesOn
          : policyMessages.showPoliciesOff;
    return ok(message, { data });
  });
};
