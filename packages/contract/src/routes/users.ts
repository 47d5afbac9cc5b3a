import { z } from "zod";
import { signedInReplySchema } from "../accounts";
import {
  activityExportSchema,
  activityListReplySchema,
  activityListSchema,
  activityPeopleReplySchema,
} from "../activity";
import { optionalBody } from "../catalogue";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import {
  addUserSchema,
  editUserSchema,
  setPasswordSchema,
  systemUserIdSchema,
  userInvitationSchema,
  userInvitationTokenSchema,
  userListReplySchema,
  userListSchema,
  userReplySchema,
} from "../users";
import { fileReply, needing, route } from "./define";

const tags = ["users"];
const activityTags = ["activity"];

/**
 * Who may call (issue 15): the owner, or a staff user holding Manage users; everyone else 403,
 * on every call. The 'Users' permission shows the menu entry only (spec 000 §6, decision 025).
 */
const manageUsers = { permission: permissions.manageUsers } as const;

/** System users, their set-password invitations and the activity log (issue 15). */
export const usersRoutes = needing("subscription", {
  userList: route({
    method: "POST",
    path: "/users/list",
    access: manageUsers,
    body: userListSchema,
    reply: userListReplySchema,
    tags,
    summary: "Owners and staff users (or, with deleted, the deactivated ones), 25 a page, searched",
  }),
  addUser: route({
    method: "POST",
    path: "/users/add",
    access: manageUsers,
    body: addUserSchema,
    reply: userReplySchema,
    tags,
    summary: "Adds a staff user (or an owner) and emails them a link to set their password",
  }),
  editUser: route({
    method: "POST",
    path: "/users/edit",
    access: manageUsers,
    body: editUserSchema,
    reply: userReplySchema,
    tags,
    summary: "Changes a user's details, role and permissions; they apply from the user's next request",
  }),
  viewUser: route({
    method: "POST",
    path: "/users/view",
    access: manageUsers,
    body: systemUserIdSchema,
    reply: userReplySchema,
    tags,
  }),
  deactivateUser: route({
    method: "POST",
    path: "/users/deactivate",
    access: manageUsers,
    body: systemUserIdSchema,
    reply: userReplySchema,
    tags,
    summary:
      "Moves a user to the deleted list: signed out at once, cannot sign in; their records keep their name",
  }),
  restoreUser: route({
    method: "POST",
    path: "/users/restore",
    access: manageUsers,
    body: systemUserIdSchema,
    reply: userReplySchema,
    tags,
  }),
  inviteUser: route({
    method: "POST",
    path: "/users/invite",
    access: manageUsers,
    body: systemUserIdSchema,
    reply: userReplySchema,
    tags,
    summary: "Sends the set-password invitation again; an earlier link stops working",
  }),
  userInvitation: route({
    method: "POST",
    path: "/users/invitation",
    access: "public",
    body: userInvitationTokenSchema,
    reply: envelopeOf(userInvitationSchema),
    tags,
    summary: "Who a set-password invitation is for, so the page can greet them",
  }),
  setUserPassword: route({
    method: "POST",
    path: "/users/set-password",
    access: "public",
    body: setPasswordSchema,
    reply: signedInReplySchema,
    tags,
    summary: "Sets the password from an invitation and signs the user in on their company's site",
  }),
  activityList: route({
    method: "POST",
    path: "/users/activity",
    access: manageUsers,
    body: activityListSchema,
    reply: activityListReplySchema,
    tags: activityTags,
    summary: "The company's audit events, newest first, 25 a page, by person, action, dates and record",
  }),
  activityPeople: route({
    method: "POST",
    path: "/users/activity/people",
    access: manageUsers,
    body: optionalBody(z.object({})),
    reply: activityPeopleReplySchema,
    tags: activityTags,
    summary: "Everyone who appears in the company's activity, for the filter",
  }),
  exportActivity: route({
    method: "POST",
    path: "/users/activity/export",
    access: manageUsers,
    body: activityExportSchema,
    reply: fileReply,
    tags: activityTags,
    summary: "The activity for the filters as CSV (at most 50,000 events)",
  }),
});
