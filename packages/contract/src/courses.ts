import { z } from "zod";
import { isAbsent } from "./absent";
import { userIdField } from "./commerce";
import { pageSizes } from "./constants";
import { recordIdSchema } from "./documents";
import { pagedOf } from "./envelope";
import { messages } from "./messages";
import { dueDateSchema, requiredIdSchema } from "./policies";

/** Training courses (issue 17, decision 031): bought per company, assigned, taken, certified. */
export const courseMessages = {
  selectCourses: "Please select at least one course.",
  tooManyCourses: "Please choose at most 10 courses at once.",
  alreadyOwned: "Your organisation already has this course.",
  notOwned: "Your organisation has not bought this course yet.",
  selectPeople: "Please choose at least one employee or group.",
  assigned: "The course has been assigned.",
  started: "Course started.",
  answerEvery: "Please answer every question.",
  passed: "Well done, you passed. Your certificate is ready.",
  failed: "You did not reach the pass mark this time. Read the lessons again and retry.",
  alreadyPassed: "You have already passed this course.",
  tickSaved: "Checklist saved.",
  unknownStep: "This step is not on the checklist.",
} as const;

export const courseStatuses = ["not-started", "in-progress", "passed", "overdue"] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/**
 * Where an employee stands on an assigned course (the matrix, the employee's list, the web): a
 * pass counts whatever the date; otherwise past the due date (UK day) is overdue.
 */
export function courseStatusOf(
  assignment: { startedAt: string | null; passedAt: string | null; dueDate: string },
  today: string,
): CourseStatus {
  if (assignment.passedAt) return "passed";
  if (assignment.dueDate < today) return "overdue";
  return assignment.startedAt ? "in-progress" : "not-started";
}

/** The right answers a pass needs: the pass mark's share of the questions, rounded up. */
export const requiredToPass = (questions: number, passMarkPercent: number) =>
  Math.ceil((questions * passMarkPercent) / 100);

/** Pounds, as every price in a reply (pence stay on the server). */
const money = z.number();

const replyOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.union([z.literal(1), z.literal(2)]), response: z.string(), data });

// ---- the catalogue ----

export const courseCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  price: money,
  lessons: z.array(z.string()),
  questions: z.number().int(),
  passMarkPercent: z.number().int(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;
export const publicCoursesReplySchema = replyOf(z.array(courseCardSchema));

/** The company's view of a course: whether it is bought, and how far its staff are. */
export const companyCourseSchema = courseCardSchema.extend({
  owned: z.boolean(),
  assigned: z.number().int(),
  passed: z.number().int(),
});
export type CompanyCourse = z.infer<typeof companyCourseSchema>;
export const companyCoursesReplySchema = replyOf(z.array(companyCourseSchema));

const courseIdsSchema = z.preprocess(
  (value) => (isAbsent(value) ? [] : Array.isArray(value) ? [...new Set(value)] : [value]),
  z
    .array(z.string(messages.notFound).trim().max(100, messages.notFound))
    .min(1, courseMessages.selectCourses)
    .max(10, courseMessages.tooManyCourses),
);
/** POST /user/course/checkout: a pending order of the courses, paid like any order. */
export const courseCheckoutSchema = z.object({ courseIds: courseIdsSchema, userId: userIdField });

const idList = z.preprocess(
  (value) => (isAbsent(value) ? [] : Array.isArray(value) ? [...new Set(value)] : [value]),
  z.array(z.string(messages.notFound).trim().max(100, messages.notFound)).max(500),
);
/** POST /user/course/assign: employees and groups (their active members), one due date. */
export const courseAssignSchema = z.object({
  courseId: requiredIdSchema(courseMessages.selectCourses),
  employeeIds: idList,
  groupIds: idList,
  dueDate: dueDateSchema,
  userId: userIdField,
});
export const courseAssignReplySchema = replyOf(
  z.object({ courseId: z.string(), dueDate: z.string(), assigned: z.number().int() }),
);

// ---- the training matrix ----

export const courseMatrixSchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.employees),
  search: z.preprocess((value) => (isAbsent(value) ? "" : value), z.string().trim().max(200)),
  userId: userIdField,
});
export const courseCellSchema = z.object({
  courseId: z.string(),
  status: z.enum(courseStatuses).nullable(),
  dueDate: z.string().nullable(),
  passedAt: z.string().nullable(),
});
export const courseMatrixRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  cells: z.array(courseCellSchema),
});
export type CourseMatrixRow = z.infer<typeof courseMatrixRowSchema>;
export const courseMatrixReplySchema = pagedOf(courseMatrixRowSchema).extend({
  courses: z.array(z.object({ _id: z.string(), title: z.string() })),
});

// ---- the employee's courses ----

export const employeeCourseSchema = z.object({
  /** The assignment's id: every employee call names it. */
  _id: z.string(),
  courseId: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  dueDate: z.string(),
  status: z.enum(courseStatuses),
  startedAt: z.string().nullable(),
  passedAt: z.string().nullable(),
  /** The passing attempt: its certificate. */
  certificateId: z.string().nullable(),
});
export type EmployeeCourse = z.infer<typeof employeeCourseSchema>;
export const employeeCoursesReplySchema = replyOf(z.array(employeeCourseSchema));

export const assignmentIdSchema = z.object({ id: recordIdSchema });
export const courseViewReplySchema = replyOf(
  employeeCourseSchema.extend({
    lessons: z.array(z.object({ title: z.string(), html: z.string() })),
    /** The quiz without its answers. */
    questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
    passMarkPercent: z.number().int(),
    required: z.number().int(),
    attempts: z.number().int(),
  }),
);
export type CourseView = z.infer<typeof courseViewReplySchema>["data"];
export const courseStartReplySchema = replyOf(employeeCourseSchema);

export const courseQuizSchema = z.object({
  id: recordIdSchema,
  answers: z.array(z.number(courseMessages.answerEvery).int().min(0).max(20).nullable()).max(100),
});
export const courseQuizResultSchema = z.object({
  passed: z.boolean(),
  score: z.number().int(),
  total: z.number().int(),
  required: z.number().int(),
  /** Which questions (0-based) were wrong; never the right answers. */
  wrong: z.array(z.number().int()),
  attemptId: z.string(),
  certificateId: z.string().nullable(),
});
export type CourseQuizResult = z.infer<typeof courseQuizResultSchema>;
export const courseQuizReplySchema = replyOf(courseQuizResultSchema);

/** POST /user/course/certificate: the passing attempt's certificate PDF. */
export const courseCertificateSchema = z.object({ id: recordIdSchema });

// ---- the new-provider checklist's ticks ----

export const checklistTicksReplySchema = replyOf(z.object({ ticks: z.array(z.string()) }));
export const checklistTickSchema = z.object({
  itemId: z.string(courseMessages.unknownStep).trim().min(1, courseMessages.unknownStep).max(100),
  ticked: z.boolean(messages.invalidRequest),
  userId: userIdField,
});

export const courseAuditActions = [
  "course.ordered",
  "course.granted",
  "course.assigned",
  "course.started",
  "course.quiz-attempted",
  "checklist.ticked",
] as const;

/** How the company's activity log words the training events. */
export const courseAuditDescriptions = {
  "course.ordered": "Ordered training courses",
  "course.granted": "Bought a training course",
  "course.assigned": "Assigned a training course",
  "course.started": "Started a training course",
  "course.quiz-attempted": "Took a training course quiz",
  "checklist.ticked": "Updated the new-provider checklist",
} as const;
