import { maxVerifyBytes, messages, routes, signingMessages } from "@cloudoc/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { readForm } from "../../platform/multipart-form";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { sendForSignature } from "./send";
import { envelopeDetail, envelopeFile, listEnvelopes, remindSigner, voidEnvelope } from "./sender";
import { declineSigning, openSigning, signDocument, signingDocument } from "./signer";
import { verifyUpload } from "./verify";

/** E-signature (decision 028): the sender's calls, the signer's token calls and the verify page. */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: maxVerifyBytes, files: 1, fields: 20 } });
  }
  const { platform } = app;

  serve(app, routes.sendForSignature, async ({ input, actor }) =>
    ok(signingMessages.sent, { data: await sendForSignature(platform, actor, input) }),
  );

  serve(app, routes.signingEnvelopes, async ({ input, actor }) =>
    ok("", await listEnvelopes(platform, actor, input)),
  );

  serve(app, routes.signingEnvelope, async ({ input, actor }) =>
    ok("", { data: await envelopeDetail(platform, actor, input.id) }),
  );

  serve(app, routes.remindSigner, async ({ input, actor }) =>
    ok(signingMessages.reminded, { data: await remindSigner(platform, actor, input) }),
  );

  serve(app, routes.voidEnvelope, async ({ input, actor }) =>
    ok(signingMessages.voided, { data: await voidEnvelope(platform, actor, input) }),
  );

  serve(app, routes.signingEnvelopeFile, async ({ input, actor, reply }) =>
    sendFile(reply, await envelopeFile(platform, actor, input)),
  );

  serve(app, routes.openSigning, async ({ input, actor }) =>
    ok(await openSigning(platform, actor.origin, input.token)),
  );

  serve(app, routes.signingDocument, async ({ input, actor, reply }) =>
    sendFile(reply, await signingDocument(platform, actor.origin, input.token), true),
  );

  serve(app, routes.signDocument, async ({ input, actor }) =>
    ok(signingMessages.signed, { data: await signDocument(platform, actor.origin, input) }),
  );

  serve(app, routes.declineSigning, async ({ input, actor }) =>
    ok(signingMessages.declined, { data: await declineSigning(platform, actor.origin, input) }),
  );

  serve(app, routes.verifySignedPdf, async ({ actor, request }) => {
    const caller = { userId: actor.session?.userId ?? "", companyId: actor.session?.companyId ?? null };
    const failures = { tooLarge: signingMessages.verifyTooLarge, notMultipart: messages.invalidMultipart };
    const read = () => readForm(request, caller, maxVerifyBytes, failures);
    const { response, data } = await verifyUpload(platform, actor.origin, read);
    return ok(response, { data });
  });
};
