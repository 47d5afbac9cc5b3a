import { permissions } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../platform/actor";
import { allows } from "../../platform/auth";
import { ofCompany } from "../../platform/db/tenant";
import { forbidden, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { users } from "../accounts/tables";
import { looksLikeId } from "../documents/queries";
import { safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { companyName, printed } from "../policies/evidence";
import { escapeHtml, page, shownDateTime } from "../policies/evidence-html";
import { courseAssignments, courseAttempts, courses } from "./tables";

/** Who may see a certificate: the employee their own, the owner or staff with Training any of the company's. */
function certificateViewer(actor: SignedIn) {
  const { session } = actor;
  if (!session.companyId) throw forbidden();
  if (session.role === "employee") return { companyId: session.companyId, employee: true };
  if (!allows(session, { permission: permissions.training })) throw forbidden();
  return { companyId: session.companyId, employee: false };
}

interface CertificateFacts {
  attemptId: string;
  employee: string;
  email: string;
  course: string;
  minutes: number;
  score: number;
  total: number;
  passMarkPercent: number;
  passedAt: Date;
}

const row = (label: string, value: string) =>
  `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

function certificateDocument(company: string, facts: CertificateFacts) {
  const passed = facts.passedAt.toISOString();
  const body = `<h1>Certificate of completion</h1>
<p>${escapeHtml(company)}</p>
<div class="seal"><p>This certifies that <strong>${escapeHtml(facts.employee)}</strong> completed the training course
“${escapeHtml(facts.course)}” and passed its assessment.</p></div>
<table class="facts"><tbody>
${row("Employee", facts.employee)}${row("Email", facts.email)}${row("Course", facts.course)}
${row("Length", `About ${facts.minutes} minutes`)}
${row("Assessment", `${facts.score} of ${facts.total} (pass mark ${facts.passMarkPercent}%)`)}
${row("Completed", `${shownDateTime(passed)} (UK time)`)}
</tbody></table>
<p class="small">Certificate ${escapeHtml(facts.attemptId)}, issued by Cloudoc from the recorded assessment.</p>`;
  return page(`Certificate: ${facts.course}`, body);
}

/** POST /user/course/certificate: the PDF of a passing attempt (`id`), its course and employee. */
export async function courseCertificate(platform: Platform, actor: SignedIn, id: string): Promise<SentFile> {
  const viewer = certificateViewer(actor);
  if (!looksLikeId(id)) throw notFound();
  const [found] = await platform.db
    .select({
      attemptId: courseAttempts.id,
      userId: courseAttempts.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      course: courses.title,
      minutes: courses.minutes,
      score: courseAttempts.score,
      total: courseAttempts.total,
      passMarkPercent: courses.passMarkPercent,
      passedAt: courseAttempts.attemptedAt,
    })
    .from(courseAttempts)
    .innerJoin(courseAssignments, eq(courseAssignments.id, courseAttempts.assignmentId))
    .innerJoin(courses, eq(courses.id, courseAssignments.courseId))
    .innerJoin(users, eq(users.id, courseAttempts.userId))
    .where(
      ofCompany(
        courseAttempts,
        viewer.companyId,
        and(eq(courseAttempts.id, id), eq(courseAttempts.passed, true)),
      ),
    );
  if (!found || (viewer.employee && found.userId !== actor.userId)) throw notFound();
  const employee = [found.firstname, found.lastname].filter(Boolean).join(" ") || found.email;
  const company = await companyName(platform.db, viewer.companyId);
  const body = await printed(platform, certificateDocument(company, { ...found, employee }));
  return {
    body,
    fileName: safeFileName(
      `Certificate ${found.course} ${employee} ${found.passedAt.toISOString().slice(0, 10)}`,
      "pdf",
    ),
    contentType: "application/pdf",
  };
}
