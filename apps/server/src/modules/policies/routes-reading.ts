import { policyReadingMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { acknowledgePolicy } from "./acknowledge";
import { certificate, evidencePack, listAcknowledgements } from "./evidence";
import { evidenceKey, evidenceStatementPrefix, verifyPack } from "./evidence-signing";
import { acknowledgementMatrix } from "./matrix";
import { exportMatrix } from "./matrix-export";
import { submitQuiz } from "./quiz";
import { employeePolicies, readPolicy, recordRead } from "./reading";
import { policyPdf } from "./reading-pdf";

/** The employee's reading, quiz and acknowledgement; the evidence and the managers' matrix (issue 14). */
export const policyReadingRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.employeePolicies, async ({ input, actor }) => {
    const { list, total } = await employeePolicies(db, actor, input);
    return { status: total === 0 ? (2 as const) : (1 as const), response: "", list, total };
  });

  serve(app, routes.employeePolicyView, async ({ input, actor }) =>
    ok("", { data: await readPolicy(platform, actor, input.id) }),
  );

  serve(app, routes.recordPolicyRead, async ({ input, actor }) =>
    ok(policyReadingMessages.readRecorded, { data: await recordRead(db, actor, input.id) }),
  );

  serve(app, routes.viewPolicyPdf, async ({ input, actor, reply }) =>
    sendFile(reply, await policyPdf(platform, actor, input.fileId), true),
  );

  serve(app, routes.submitPolicyQuiz, async ({ input, actor }) => {
    const { message, result } = await submitQuiz(db, actor, input);
    return ok(message, { data: result });
  });

  serve(app, routes.acknowledgePolicy, async ({ input, actor }) => {
    const { created, acknowledgement } = await acknowledgePolicy(platform, actor, input);
    return created
      ? ok(policyReadingMessages.acknowledged, { data: acknowledgement })
      : { status: 2 as const, response: policyReadingMessages.alreadyAcknowledged, data: acknowledgement };
  });

  serve(app, routes.policyAcknowledgements, async ({ input, actor }) => {
    const { list, total } = await listAcknowledgements(db, actor, input);
    return ok("", { list, total });
  });

  serve(app, routes.acknowledgementCertificate, async ({ input, actor, reply }) =>
    sendFile(reply, await certificate(platform, actor, input.id)),
  );

  serve(app, routes.policyEvidencePack, async ({ input, actor, reply }) => {
    const pack = await evidencePack(platform, actor, input.policyId);
    reply.header("x-evidence-sha256", pack.sha256).header("x-evidence-signature", pack.signature);
    return sendFile(reply, pack.file);
  });

  serve(app, routes.evidenceKey, async () => {
    const key = await evidenceKey(db);
    return ok("", {
      data: {
        algorithm: "Ed25519" as const,
        keyId: key.keyId,
        publicKey: key.publicKeyPem,
        statementPrefix: evidenceStatementPrefix,
      },
    });
  });

  serve(app, routes.verifyEvidence, async ({ input }) => {
    const result = await verifyPack(db, input.sha256, input.signature);
    const message = result.valid
      ? policyReadingMessages.signatureMatches
      : policyReadingMessages.signatureDoesNotMatch;
    return ok(message, { data: result });
  });

  serve(app, routes.acknowledgementMatrix, async ({ input, actor }) => {
    const { skip, limit, ...filters } = input;
    const matrix = await acknowledgementMatrix(db, actor.companyId, filters, { skip, limit });
    return ok("", matrix);
  });

  serve(app, routes.exportAcknowledgementMatrix, async ({ input, actor, reply }) =>
    sendFile(reply, await exportMatrix(platform, actor.companyId, input)),
  );
};
