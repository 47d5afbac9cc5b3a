import { courseMessages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { assignCourse } from "./assign";
import { companyCourseList, publicCourses } from "./catalogue";
import { courseCertificate } from "./certificate";
import { checklistTicksOf, tickChecklist } from "./checklist";
import { startCourseCheckout } from "./checkout";
import { employeeCourses, startCourse, submitCourseQuiz, viewCourse } from "./employee";
import { courseMatrix } from "./matrix";

/** Training courses and the new-provider checklist's ticks (issue 17, decision 031). */
export const courseRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async (app, options) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.publicCourses, async () => ok("", { data: await publicCourses(db) }));

  serve(app, routes.companyCourses, async ({ actor }) =>
    ok("", { data: await companyCourseList(db, actor.companyId) }),
  );

  serve(app, routes.courseCheckout, async ({ input, actor, request }) =>
    ok(
      await startCourseCheckout(
        { platform, provider: options.payments, log: request.log },
        actor,
        input.courseIds,
      ),
    ),
  );

  serve(app, routes.assignCourse, async ({ input, actor }) =>
    ok(courseMessages.assigned, { data: await assignCourse(db, actor, input) }),
  );

  serve(app, routes.courseMatrix, async ({ input, actor }) => {
    const { courses, list, total } = await courseMatrix(db, actor.companyId, input);
    return { status: total === 0 ? (2 as const) : (1 as const), response: "", list, total, courses };
  });

  serve(app, routes.employeeCourses, async ({ actor }) => ok("", { data: await employeeCourses(db, actor) }));

  serve(app, routes.employeeCourseView, async ({ input, actor }) =>
    ok("", { data: await viewCourse(db, actor, input.id) }),
  );

  serve(app, routes.startCourse, async ({ input, actor }) =>
    ok(courseMessages.started, { data: await startCourse(db, actor, input.id) }),
  );

  serve(app, routes.submitCourseQuiz, async ({ input, actor }) => {
    const { already, result } = await submitCourseQuiz(db, actor, input);
    if (already) return { status: 2 as const, response: courseMessages.alreadyPassed, data: result };
    return ok(result.passed ? courseMessages.passed : courseMessages.failed, { data: result });
  });

  serve(app, routes.courseCertificate, async ({ input, actor, reply }) =>
    sendFile(reply, await courseCertificate(platform, actor, input.id)),
  );

  serve(app, routes.checklistTicks, async ({ actor }) =>
    ok("", { data: await checklistTicksOf(db, actor.companyId) }),
  );

  serve(app, routes.tickChecklist, async ({ input, actor }) =>
    ok(courseMessages.tickSaved, { data: await tickChecklist(db, actor, input) }),
  );
};
