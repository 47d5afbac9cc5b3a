import {
  fileQuestionsSchema,
  questionIdSchema,
  questionListReplySchema,
  questionReplySchema,
  questionSchema,
  setQuestionSchema,
  testRequiredReplySchema,
} from "../document-extras";
import { envelopeOf } from "../envelope";
import { needing, route } from "./define";

const tags = ["questions"];
/** Questions are part of the library: the owner or staff allowed to read it; changes need the
 * right to edit the document, checked per record. */
const access = { library: "read" } as const;

/**
 * Questions on a file (spec 001 §7 "Questions"): the spec names the paths only, so the shapes
 * are ours (decision 013): list by fileId, one by id, set (add or change), delete by id.
 */
export const questionsRoutes = needing("subscription", {
  documentQuestions: route({
    method: "POST",
    path: "/user/selected/file/question",
    access,
    body: fileQuestionsSchema,
    reply: questionListReplySchema,
    tags,
  }),
  documentQuestion: route({
    method: "POST",
    path: "/user/getquestion",
    access,
    body: questionIdSchema,
    reply: envelopeOf(questionSchema),
    tags,
  }),
  documentTestRequired: route({
    method: "POST",
    path: "/user/gettestrequired",
    access,
    body: fileQuestionsSchema,
    reply: testRequiredReplySchema,
    tags,
    summary: "Whether reading the document needs a test",
  }),
  setQuestion: route({
    method: "POST",
    path: "/user/setquestion",
    access,
    body: setQuestionSchema,
    reply: questionReplySchema,
    tags,
    summary: "Adds a question to a document, or changes the one named by `id`",
  }),
  deleteQuestion: route({
    method: "POST",
    path: "/user/deletequestion",
    access,
    body: questionIdSchema,
    reply: questionReplySchema,
    tags,
  }),
});
