import { routes, usersMessages } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { siteOf, visitOf } from "../accounts/visit";
import { sendFile } from "../exports/send";
import { activityPeople, listActivity } from "./activity";
import { exportActivity } from "./activity-export";
import { addUser, deactivateUser, editUser, inviteUser, listUsers, restoreUser, viewUser } from "./service";
import { checkUserInvitation, setUserPassword } from "./set-password";

/** System users, their set-password invitations and the activity log (issue 15); rules in the services. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { platform } = app;
  const { db } = platform;

  serve(app, routes.userList, async ({ input, actor }) => ok("", await listUsers(db, actor, input)));

  serve(app, routes.addUser, async ({ input, actor, request }) =>
    ok(usersMessages.userAdded, { data: await addUser(platform, actor, siteOf(request), input) }),
  );

  serve(app, routes.editUser, async ({ input, actor }) =>
    ok(usersMessages.userUpdated, { data: await editUser(platform, actor, input) }),
  );

  serve(app, routes.viewUser, async ({ input, actor }) =>
    ok("", { data: await viewUser(db, actor, input.systemUserId) }),
  );

  serve(app, routes.deactivateUser, async ({ input, actor }) =>
    ok(usersMessages.userDeactivated, { data: await deactivateUser(platform, actor, input.systemUserId) }),
  );

  serve(app, routes.restoreUser, async ({ input, actor }) =>
    ok(usersMessages.userRestored, { data: await restoreUser(db, actor, input.systemUserId) }),
  );

  serve(app, routes.inviteUser, async ({ input, actor, request }) =>
    ok(usersMessages.invitationSent, {
      data: await inviteUser(platform, actor, siteOf(request), input.systemUserId),
    }),
  );

  serve(app, routes.userInvitation, async ({ input, actor, request }) =>
    ok(await checkUserInvitation(platform, visitOf(request, actor.origin), input.token)),
  );

  serve(app, routes.setUserPassword, async ({ input, actor, request }) => {
    const { response, state } = await setUserPassword(platform, visitOf(request, actor.origin), input);
    return { ...ok(response), ...state, message: usersMessages.passwordSet, offline_cart_data: [] };
  });

  serve(app, routes.activityList, async ({ input, actor }) => ok("", await listActivity(db, actor, input)));

  serve(app, routes.activityPeople, async ({ actor }) => ok("", await activityPeople(db, actor)));

  serve(app, routes.exportActivity, async ({ input, actor, reply }) =>
    sendFile(reply, await exportActivity(db, actor, input)),
  );
};
