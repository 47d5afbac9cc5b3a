import { employeeMessages, messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { siteOf, visitOf } from "../accounts/visit";
import { readCsvRows } from "./csv-rows";
import {
  addEmployee,
  deactivateEmployee,
  editEmployee,
  inviteEmployee,
  listEmployees,
  restoreEmployee,
  viewEmployee,
} from "./employees";
import { addGroup, addMembers, deleteGroup, editGroup, listGroups, removeMembers, viewGroup } from "./groups";
import { importStaffList, previewStaffList } from "./import";
import { checkInvitation, registerEmployee } from "./registration";

/** Employees, invitations, the staff-list import and groups (issue 14); rules in the services. */
export const employeeRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.employeeList, async ({ input, actor }) => ok("", await listEmployees(db, actor, input)));

  serve(app, routes.addEmployee, async ({ input, actor, request }) =>
    ok(employeeMessages.employeeAdded, { data: await addEmployee(platform, actor, siteOf(request), input) }),
  );

  serve(app, routes.editEmployee, async ({ input, actor }) =>
    ok(employeeMessages.employeeUpdated, { data: await editEmployee(db, actor, input) }),
  );

  serve(app, routes.viewEmployee, async ({ input, actor }) =>
    ok("", { data: await viewEmployee(db, actor, input.employeeId) }),
  );

  serve(app, routes.deactivateEmployee, async ({ input, actor }) =>
    ok(employeeMessages.employeeDeactivated, { data: await deactivateEmployee(db, actor, input.employeeId) }),
  );

  serve(app, routes.restoreEmployee, async ({ input, actor }) =>
    ok(employeeMessages.employeeRestored, { data: await restoreEmployee(db, actor, input.employeeId) }),
  );

  serve(app, routes.inviteEmployee, async ({ input, actor, request }) =>
    ok(employeeMessages.invitationSent, {
      data: await inviteEmployee(platform, actor, siteOf(request), input.employeeId),
    }),
  );

  serve(app, routes.importEmployeesPreview, async ({ input, actor }) =>
    ok("", { data: await previewStaffList(db, actor, readCsvRows(input.text)) }),
  );

  serve(app, routes.importEmployees, async ({ input, actor, request }) =>
    ok(employeeMessages.employeesImported, {
      data: await importStaffList(
        platform,
        actor,
        siteOf(request),
        { cells: readCsvRows(input.text), sendInvitations: input.sendInvitations },
        request.log,
      ),
    }),
  );

  serve(app, routes.employeeInvitation, async ({ input, actor, request }) =>
    ok(await checkInvitation(platform, visitOf(request, actor.origin), input.token)),
  );

  serve(app, routes.registerEmployee, async ({ input, actor, request }) => {
    const { response, state } = await registerEmployee(platform, visitOf(request, actor.origin), input);
    return { ...ok(response), ...state, message: messages.registeredSuccessfully, offline_cart_data: [] };
  });

  serve(app, routes.groupList, async ({ input, actor }) => ok("", await listGroups(db, actor, input)));

  serve(app, routes.addGroup, async ({ input, actor }) =>
    ok(employeeMessages.groupAdded, { data: await addGroup(db, actor, input) }),
  );

  serve(app, routes.editGroup, async ({ input, actor }) =>
    ok(employeeMessages.groupUpdated, { data: await editGroup(db, actor, input) }),
  );

  serve(app, routes.viewGroup, async ({ input, actor }) =>
    ok("", { data: await viewGroup(db, actor, input.groupId) }),
  );

  serve(app, routes.deleteGroup, async ({ input, actor }) => {
    await deleteGroup(db, actor, input.groupId);
    return ok(employeeMessages.groupDeleted);
  });

  serve(app, routes.addGroupMembers, async ({ input, actor }) =>
    ok(employeeMessages.membersAdded, { data: await addMembers(db, actor, input) }),
  );

  serve(app, routes.removeGroupMembers, async ({ input, actor }) =>
    ok(employeeMessages.membersRemoved, { data: await removeMembers(db, actor, input) }),
  );
};
