import type { AuditAction } from "@cloudoc/contract";
import {
  type DocumentQuestion,
  maxQuestionsPerDocument,
  messages,
  type QuestionType,
  questionTypes,
  type SetQuestionRequest,
} from "@cloudoc/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { findDocument, looksLikeId } from "../documents/queries";
import { type Actor, assertCan, auditBy } from "../library/access";
import { documentQuestions } from "./tables";

type QuestionRow = typeof documentQuestions.$inferSelect;

const typeOf = (type: string): QuestionType =>
  (questionTypes as readonly string[]).includes(type) ? (type as QuestionType) : "single";

function toQuestion(row: QuestionRow): DocumentQuestion {
  return {
    _id: row.id,
    id: row.id,
    fileId: row.documentId,
    question: row.question,
    choice: row.choices,
    answers: row.answers,
    type: typeOf(row.type),
    testRequired: row.testRequired,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

const questionsOf = (executor: Executor, companyId: string, documentId: string) =>
  executor
    .select()
    .from(documentQuestions)
    .where(ofCompany(documentQuestions, companyId, eq(documentQuestions.documentId, documentId)))
    .orderBy(asc(documentQuestions.position), asc(documentQuestions.createdAt));

/** POST /user/selected/file/question: a live document's questions, in order, with their answers. */
export async function listQuestions(db: Database, companyId: string, fileId: string) {
  const document = await findDocument(db, companyId, fileId);
  const list = (await questionsOf(db, companyId, document.id)).map(toQuestion);
  return { list, total: list.length, testRequired: list.some((q) => q.testRequired) };
}

/** POST /user/gettestrequired: whether reading the document needs a test. */
export async function testRequired(db: Database, companyId: string, fileId: string) {
  const { list, testRequired } = await listQuestions(db, companyId, fileId);
  return { fileId, testRequired, questionCount: list.length };
}

/** A question of a live document of the company (locked when asked), or 404. */
async function findQuestion(executor: Executor, companyId: string, id: string, lock = false) {
  if (!looksLikeId(id)) throw notFound();
  const query = executor
    .select()
    .from(documentQuestions)
    .where(ofCompany(documentQuestions, companyId, eq(documentQuestions.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  await findDocument(executor, companyId, row.documentId);
  return row;
}

/** POST /user/getquestion: one question. */
export async function getQuestion(db: Database, companyId: string, id: string) {
  return toQuestion(await findQuestion(db, companyId, id));
}

async function audit(
  tx: Transaction,
  actor: Actor,
  action: AuditAction,
  documentId: string,
  detail: Record<string, unknown>,
) {
  await recordAudit(tx, { ...auditBy(actor), action, entityType: "document", entityId: documentId, detail });
}

/** Free-text questions keep no choices or answers. */
const valuesOf = (request: SetQuestionRequest) => ({
  question: request.question,
  type: request.type,
  choices: request.type === "text" ? [] : request.choice,
  answers: request.type === "text" ? [] : [...new Set(request.answers)].sort((a, b) => a - b),
  testRequired: request.testRequired,
});

/**
 * POST /user/setquestion: adds a question at the end of the document's list, or changes the one
 * named by `id`; questions change the document, so they need the right to edit it.
 */
export async function setQuestion(db: Database, actor: Actor, request: SetQuestionRequest) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.fileId, true);
    assertCan(actor.session, "editDocument", document);
    if (request.id) {
      const existing = await findQuestion(tx, actor.companyId, request.id, true);
      if (existing.documentId !== document.id) throw notFound();
      const [row] = await tx
        .update(documentQuestions)
        .set(valuesOf(request))
        .where(ofCompany(documentQuestions, actor.companyId, eq(documentQuestions.id, existing.id)))
        .returning();
      if (!row) throw notFound();
      await audit(tx, actor, "document.question.changed", document.id, { questionId: row.id });
      return toQuestion(row);
    }
    const [stats] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${documentQuestions.position}), -1)` })
      .from(documentQuestions)
      .where(ofCompany(documentQuestions, actor.companyId, eq(documentQuestions.documentId, document.id)));
    if ((stats?.n ?? 0) >= maxQuestionsPerDocument) throw badRequest(messages.tooManyQuestions);
    const [row] = await tx
      .insert(documentQuestions)
      .values({
        ...valuesOf(request),
        companyId: actor.companyId,
        documentId: document.id,
        position: Number(stats?.last ?? -1) + 1,
        createdBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error("question was not stored");
    await audit(tx, actor, "document.question.added", document.id, { questionId: row.id });
    return toQuestion(row);
  });
}

/** POST /user/deletequestion: removes a question (a change to its document). */
export async function deleteQuestion(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    // The document's lock orders this against setQuestion (document first, then its questions).
    const question = await findQuestion(tx, actor.companyId, id);
    const document = await findDocument(tx, actor.companyId, question.documentId, true);
    assertCan(actor.session, "editDocument", document);
    await tx
      .delete(documentQuestions)
      .where(ofCompany(documentQuestions, actor.companyId, eq(documentQuestions.id, question.id)));
    await audit(tx, actor, "document.question.deleted", document.id, { questionId: question.id });
    return toQuestion(question);
  });
}
