import { courseDefinitions } from "@cloudoc/content";
import { permissions } from "@cloudoc/contract";
import type { TestApp } from "../../testing/app";
import { successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { subscribeCompanies, subscribePackage } from "../../testing/subscribed";
import { testPackage } from "../library/test-support";
import { policyFixture } from "../policies/test-fixture";
import { loadCourses } from "./catalogue";
import { courses } from "./tables";

/**
 * Companies A and B with the pro package (Training), C without it, the courses loaded, and
 * helpers to buy a course through checkout and the sandbox payment as a customer does.
 */
export async function courseFixture(t: TestApp) {
  const f = await policyFixture(t);
  const { db } = f;
  await loadCourses(db);
  for (const company of [f.a.company, f.b.company]) {
    await subscribePackage(db, company.id, f.ids.packageId(testPackage), { addOns: ["pro"] });
  }
  const c = await createCompanyWithOwner(db);
  await subscribeCompanies(db, [c.company.id]);
  const ownerC = await f.tokenOf(c.owner);
  const rows = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  const courseId = (slug: string) => {
    const id = rows.find((row) => row.slug === slug)?.id;
    if (!id) throw new Error(`no course ${slug}`);
    return id;
  };

  /** Checks out the courses and pays with the sandbox's success card; answers the payment's data. */
  const buy = async (token: string, courseIds: string[]) => {
    const checkout = await f.post(token, "user/course/checkout", { courseIds });
    if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
    const { orderId } = checkout.json().response as { orderId: string };
    const paid = await f.post(token, "user/checkout/pay", { orderId, card: successCard });
    if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
    return { orderId, checkout: checkout.json().response as { total: number } };
  };

  const staff = (granted: string[]) => f.person("user", granted);
  const trainingStaff = () => staff([permissions.training]);

  const employeeWithToken = async (companyId: string, firstname?: string) => {
    const user = await f.employee(companyId, { firstname });
    return { user, token: await f.tokenOf(user) };
  };

  /** The right answers of a course's quiz, from the content. */
  const rightAnswers = (slug: string) =>
    courseDefinitions.find((course) => course.slug === slug)?.questions.map((question) => question.answer) ??
    [];

  return { ...f, c, ownerC, courseId, buy, trainingStaff, staff, employeeWithToken, rightAnswers };
}

export type CourseFixture = Awaited<ReturnType<typeof courseFixture>>;
