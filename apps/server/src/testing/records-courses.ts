import { courseDefinitions } from "@cloudoc/content";
import { eq } from "drizzle-orm";
import { loadCourses } from "../modules/courses/catalogue";
import { courses } from "../modules/courses/tables";
import { employeeProfiles } from "../modules/employees/tables";
import type { LibraryFixture } from "../modules/library/test-support";
import { successCard } from "./commerce";
import { createUser } from "./factories";

/**
 * Training courses (issue 17): company A's owner buys a course (A holds pro from the signing
 * records), assigns it to an employee who fails the quiz once, and ticks a checklist step, so the
 * walk sends the purchase's, assignment's and attempt's ids too.
 */
export async function makeCourseRecords(f: LibraryFixture) {
  const ok = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200)
      throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body) as { data: { _id: string }[]; response: { orderId: string } };
  };
  await loadCourses(f.db);
  const [course] = await f.db
    .select()
    .from(courses)
    .where(eq(courses.slug, courseDefinitions[0]?.slug ?? ""));
  if (!course) throw new Error("courses are loaded");
  const { orderId } = (
    await ok("course checkout", f.post(f.ownerA, "user/course/checkout", { courseIds: [course.id] }))
  ).response;
  await ok("course payment", f.post(f.ownerA, "user/checkout/pay", { orderId, card: successCard }));
  const learner = await createUser(f.db, { companyId: f.a.company.id, role: "employee", firstname: "Lee" });
  await f.db.insert(employeeProfiles).values({ userId: learner.id, companyId: f.a.company.id });
  const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await ok(
    "assign course",
    f.post(f.ownerA, "user/course/assign", { courseId: course.id, employeeIds: [learner.id], dueDate }),
  );
  const token = await f.tokenOf(learner);
  const [assignment] = (await ok("my courses", f.get(token, "user/employee/courses"))).data;
  if (!assignment) throw new Error("the course is assigned");
  const answers = course.questions.map(() => 0);
  await ok("course quiz", f.post(token, "user/employee/course/quiz", { id: assignment._id, answers }));
  await ok(
    "checklist tick",
    f.post(f.ownerA, "user/checklist/tick", { itemId: "ico-registration", ticked: true }),
  );
}
