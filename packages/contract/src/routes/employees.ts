import { z } from "zod";
import { signedInReplySchema } from "../accounts";
import {
  staffImportConfirmReplySchema,
  staffImportPreviewRequestSchema,
  staffImportReplySchema,
  staffImportRequestSchema,
} from "../employee-import";
import {
  addEmployeeSchema,
  addGroupSchema,
  editEmployeeSchema,
  editGroupSchema,
  employeeIdSchema,
  employeeListReplySchema,
  employeeListSchema,
  employeeReplySchema,
  groupIdSchema,
  groupListReplySchema,
  groupListSchema,
  groupMembersSchema,
  groupReplySchema,
  invitationSchema,
  invitationTokenSchema,
  registerEmployeeSchema,
} from "../employees";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import { needing, route } from "./define";

const tags = ["employees"];
const groupTags = ["groups"];

/**
 * Who may do what (spec 000 §6): the Employees menu shows with Employees or Manage employee, so
 * either reads; only Manage employee changes. Groups are reached from Employees and named by
 * Manage groups: any of the three reads them, Manage employee or Manage groups changes them. The
 * owner may do everything.
 */
const readEmployees = { permission: [permissions.employees, permissions.manageEmployees] } as const;
const manageEmployees = { permission: permissions.manageEmployees } as const;
const readGroups = {
  permission: [permissions.employees, permissions.manageEmployees, permissions.manageGroups],
} as const;
const manageGroups = { permission: [permissions.manageEmployees, permissions.manageGroups] } as const;

/** Employees, invitations, the staff-list import and groups (issue 14). */
export const employeesRoutes = needing("subscription", {
  employeeList: route({
    method: "POST",
    path: "/user/employee/list",
    access: readEmployees,
    body: employeeListSchema,
    reply: employeeListReplySchema,
    tags,
    summary: "Active (or, with deleted, deactivated) employees, 25 a page, searched and by group",
  }),
  addEmployee: route({
    method: "POST",
    path: "/user/employee/add",
    access: manageEmployees,
    body: addEmployeeSchema,
    reply: employeeReplySchema,
    tags,
    summary: "Adds an employee: invited by email, or with a password the manager sets",
  }),
  editEmployee: route({
    method: "POST",
    path: "/user/employee/edit",
    access: manageEmployees,
    body: editEmployeeSchema,
    reply: employeeReplySchema,
    tags,
  }),
  viewEmployee: route({
    method: "POST",
    path: "/user/employee/view",
    access: readEmployees,
    body: employeeIdSchema,
    reply: employeeReplySchema,
    tags,
  }),
  deactivateEmployee: route({
    method: "POST",
    path: "/user/employee/deactivate",
    access: manageEmployees,
    body: employeeIdSchema,
    reply: employeeReplySchema,
    tags,
    summary: "Moves an employee to deleted employees: signed out, cannot sign in; records kept",
  }),
  restoreEmployee: route({
    method: "POST",
    path: "/user/employee/restore",
    access: manageEmployees,
    body: employeeIdSchema,
    reply: employeeReplySchema,
    tags,
  }),
  inviteEmployee: route({
    method: "POST",
    path: "/user/employee/invite",
    access: manageEmployees,
    body: employeeIdSchema,
    reply: employeeReplySchema,
    tags,
    summary: "Sends (or sends again) the invitation to register; an earlier link stops working",
  }),
  importEmployeesPreview: route({
    method: "POST",
    path: "/user/employee/import/preview",
    access: manageEmployees,
    body: staffImportPreviewRequestSchema,
    reply: staffImportReplySchema,
    tags,
    summary: "Reads a CSV staff list and answers each row with its errors; writes nothing",
  }),
  importEmployees: route({
    method: "POST",
    path: "/user/employee/import",
    access: manageEmployees,
    body: staffImportRequestSchema,
    reply: staffImportConfirmReplySchema,
    tags,
    summary: "Imports the rows without errors of a CSV staff list, all in one transaction",
  }),
  employeeInvitation: route({
    method: "POST",
    path: "/employee/invitation",
    access: "public",
    body: invitationTokenSchema,
    reply: envelopeOf(invitationSchema),
    tags,
    summary: "Who an invitation is for, so the registration page can greet them",
  }),
  registerEmployee: route({
    method: "POST",
    path: "/employee/register",
    access: "public",
    body: registerEmployeeSchema,
    reply: signedInReplySchema,
    tags,
    summary: "Sets the password from an invitation and signs the employee in on their company's site",
  }),
  groupList: route({
    method: "POST",
    path: "/user/group/list",
    access: readGroups,
    body: groupListSchema,
    reply: groupListReplySchema,
    tags: groupTags,
  }),
  addGroup: route({
    method: "POST",
    path: "/user/group/add",
    access: manageGroups,
    body: addGroupSchema,
    reply: groupReplySchema,
    tags: groupTags,
  }),
  editGroup: route({
    method: "POST",
    path: "/user/group/edit",
    access: manageGroups,
    body: editGroupSchema,
    reply: groupReplySchema,
    tags: groupTags,
  }),
  viewGroup: route({
    method: "POST",
    path: "/user/group/view",
    access: readGroups,
    body: groupIdSchema,
    reply: groupReplySchema,
    tags: groupTags,
  }),
  deleteGroup: route({
    method: "POST",
    path: "/user/group/delete",
    access: manageGroups,
    body: groupIdSchema,
    reply: envelopeOf(z.string()),
    tags: groupTags,
    summary: "Deletes a group; its members stay employees",
  }),
  addGroupMembers: route({
    method: "POST",
    path: "/user/group/members/add",
    access: manageGroups,
    body: groupMembersSchema,
    reply: groupReplySchema,
    tags: groupTags,
    summary: "Adds employees to a group; joiners get the group's policies",
  }),
  removeGroupMembers: route({
    method: "POST",
    path: "/user/group/members/remove",
    access: manageGroups,
    body: groupMembersSchema,
    reply: groupReplySchema,
    tags: groupTags,
  }),
});
