import { checkoutReplySchema } from "../checkout";
import {
  assignmentIdSchema,
  checklistTickSchema,
  checklistTicksReplySchema,
  companyCoursesReplySchema,
  courseAssignReplySchema,
  courseAssignSchema,
  courseCertificateSchema,
  courseCheckoutSchema,
  courseMatrixReplySchema,
  courseMatrixSchema,
  courseQuizReplySchema,
  courseQuizSchema,
  courseStartReplySchema,
  courseViewReplySchema,
  employeeCoursesReplySchema,
  publicCoursesReplySchema,
} from "../courses";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import { fileReply, needing, route } from "./define";

const tags = ["training courses"];
/** The side menu's Training entry (spec 000 §6): the owner, or staff with the Training permission. */
const access = { permission: permissions.training } as const;

/** The company's training calls (decision 031): Training needs the pro package (spec 000 §6). */
export const courseCompanyRoutes = needing("pro", {
  companyCourses: route({
    method: "GET",
    path: "/user/course/list",
    access,
    reply: companyCoursesReplySchema,
    tags,
    summary: "The course catalogue with what the company has bought and how far its staff are",
  }),
  courseCheckout: route({
    method: "POST",
    path: "/user/course/checkout",
    access,
    body: courseCheckoutSchema,
    reply: envelopeOf(checkoutReplySchema),
    tags,
    summary: "A pending order of the chosen courses, then paid through /user/checkout/pay like any order",
  }),
  assignCourse: route({
    method: "POST",
    path: "/user/course/assign",
    access,
    body: courseAssignSchema,
    reply: courseAssignReplySchema,
    tags,
    summary: "Assigns a bought course to employees and groups' active members with a due date",
  }),
  courseMatrix: route({
    method: "GET",
    path: "/user/course/matrix",
    access,
    query: courseMatrixSchema,
    reply: courseMatrixReplySchema,
    tags,
    summary: "The training matrix: active employees by the company's courses",
  }),
});

/** What anyone sees, and what employees and managers share (the service decides per role). */
export const courseOpenRoutes = {
  publicCourses: route({
    method: "GET",
    path: "/course/list",
    access: "public",
    reply: publicCoursesReplySchema,
    tags,
    summary: "The training courses on sale",
  }),
  employeeCourses: route({
    method: "GET",
    path: "/user/employee/courses",
    access: "employee",
    reply: employeeCoursesReplySchema,
    tags,
    summary: "The signed-in employee's assigned courses",
  }),
  employeeCourseView: route({
    method: "GET",
    path: "/user/employee/course/view",
    access: "employee",
    query: assignmentIdSchema,
    reply: courseViewReplySchema,
    tags,
    summary: "An assigned course's lessons and its quiz without the answers",
  }),
  startCourse: route({
    method: "POST",
    path: "/user/employee/course/start",
    access: "employee",
    body: assignmentIdSchema,
    reply: courseStartReplySchema,
    tags,
    summary: "Records that the employee started the course (the first time only)",
  }),
  submitCourseQuiz: route({
    method: "POST",
    path: "/user/employee/course/quiz",
    access: "employee",
    body: courseQuizSchema,
    reply: courseQuizReplySchema,
    tags,
    summary: "Marks the quiz; a pass completes the course with a certificate",
  }),
  courseCertificate: route({
    method: "POST",
    path: "/user/course/certificate",
    access: "signedIn",
    body: courseCertificateSchema,
    reply: fileReply,
    tags,
    summary: "The completion certificate PDF: the employee's own, or any of the company's for a manager",
  }),
  checklistTicks: route({
    method: "GET",
    path: "/user/checklist/ticks",
    access: "company",
    reply: checklistTicksReplySchema,
    tags,
    summary: "The new-provider checklist steps the company has ticked",
  }),
  tickChecklist: route({
    method: "POST",
    path: "/user/checklist/tick",
    access: "company",
    body: checklistTickSchema,
    reply: checklistTicksReplySchema,
    // A step of the checklist every company shares, not a record of one.
    sharedIds: ["itemId"],
    tags,
    summary: "Ticks or unticks one step of the new-provider checklist for the company",
  }),
};
