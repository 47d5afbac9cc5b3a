import { type CourseView, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile } from "../../lib/files";
import type { CheckoutStart } from "../commerce/cart-api";

/**
 * The training calls (decision 031). Buying pays through the commerce calls (payOrder,
 * confirmPayment) like any order; the server takes the user and company from the session.
 */

export const courseKeys = {
  all: ["courses"] as const,
  company: ["courses", "company"] as const,
  public: ["courses", "public"] as const,
  matrix: (page: number, search: string) => ["courses", "matrix", page, search] as const,
  mine: ["courses", "mine"] as const,
  one: (id: string) => ["courses", "one", id] as const,
  ticks: ["checklist", "ticks"] as const,
};

export async function fetchPublicCourses() {
  return (await call(routes.publicCourses)).data;
}

export async function fetchCompanyCourses() {
  return (await call(routes.companyCourses)).data;
}

/** POST /user/course/checkout: a pending order of the courses, its payment started. */
export async function startCourseCheckout(courseIds: readonly string[]): Promise<CheckoutStart> {
  return (await call(routes.courseCheckout, { courseIds: [...courseIds] })).response;
}

export async function assignCourse(input: {
  courseId: string;
  employeeIds: string[];
  groupIds: string[];
  dueDate: string;
}) {
  return (await call(routes.assignCourse, input)).response;
}

export async function fetchCourseMatrix(page: number, search: string) {
  return call(routes.courseMatrix, {
    skip: (Math.max(1, page) - 1) * pageSizes.employees,
    limit: pageSizes.employees,
    search: search || undefined,
  });
}

export async function fetchMyCourses() {
  return (await call(routes.employeeCourses)).data;
}

export async function fetchCourseView(id: string): Promise<CourseView> {
  return (await call(routes.employeeCourseView, { id })).data;
}

export async function startCourse(id: string) {
  return (await call(routes.startCourse, { id })).data;
}

export async function submitQuiz(id: string, answers: (number | null)[]) {
  const reply = await call(routes.submitCourseQuiz, { id, answers });
  return { message: reply.response, result: reply.data };
}

export async function downloadCourseCertificate(attemptId: string) {
  return downloadFile(routes.courseCertificate, { id: attemptId }, "certificate.pdf");
}

export async function fetchChecklistTicks() {
  return (await call(routes.checklistTicks)).data.ticks;
}

export async function saveChecklistTick(itemId: string, ticked: boolean) {
  return (await call(routes.tickChecklist, { itemId, ticked })).data.ticks;
}
