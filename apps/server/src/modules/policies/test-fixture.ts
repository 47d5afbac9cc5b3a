import { eq } from "drizzle-orm";
import { ofCompany } from "../../platform/db/tenant";
import type { TestApp } from "../../testing/app";
import { createUser } from "../../testing/factories";
import { bearer } from "../../testing/session";
import { employeeGroupMembers, employeeGroups, employeeProfiles } from "../employees/tables";
import { libraryFixture } from "../library/test-support";
import { policyAssignments } from "./tables";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Companies A and B with their libraries (libraryFixture), plus employees and groups written
 * straight into the employees module's tables (its calls are tested there), and a request helper
 * for every method the policies calls use.
 */
export async function policyFixture(t: TestApp) {
  const f = await libraryFixture(t);
  const { db, app } = f;

  const employee = async (
    companyId: string,
    values: { startDate?: string | null; deactivated?: boolean; firstname?: string } = {},
  ) => {
    const user = await createUser(db, { companyId, role: "employee", firstname: values.firstname });
    await db.insert(employeeProfiles).values({
      userId: user.id,
      companyId,
      startDate: values.startDate ?? null,
      deactivatedAt: values.deactivated ? new Date() : null,
    });
    return user;
  };

  const group = async (companyId: string, name: string, memberIds: string[] = []) => {
    const [made] = await db.insert(employeeGroups).values({ companyId, name }).returning();
    if (!made) throw new Error("group not made");
    if (memberIds.length > 0) {
      await db
        .insert(employeeGroupMembers)
        .values(memberIds.map((userId) => ({ groupId: made.id, userId, companyId })));
    }
    return made;
  };

  const send = (method: Method, token: string, url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A written policy made through the API as company A's owner (or `token`'s company). */
  const written = async (name: string, content = `<p>${name} wording</p>`, token = f.ownerA) => {
    const reply = await send("POST", token, "user/employee/policy/create", {
      name,
      content,
      policyNumber: "",
    });
    if (reply.statusCode !== 200) throw new Error(`policy not made: ${reply.body}`);
    return reply.json().data as { _id: string; version: number; ackFromVersion: number };
  };

  const assignmentsOf = (companyId: string, userId: string) =>
    db
      .select()
      .from(policyAssignments)
      .where(ofCompany(policyAssignments, companyId, eq(policyAssignments.userId, userId)));

  return { ...f, employee, group, send, written, assignmentsOf };
}

export type PolicyFixture = Awaited<ReturnType<typeof policyFixture>>;
