import { permissions } from "../permissions";
import {
  addCompanyPolicySchema,
  assignReplySchema,
  checkPoliciesReplySchema,
  checkPoliciesSchema,
  createPolicySchema,
  deletePolicySchema,
  employeeAssignSchema,
  groupAssignSchema,
  hidePolicySchema,
  multiCreatePolicySchema,
  policiesReplySchema,
  policyChangeReplySchema,
  policyDownloadReplySchema,
  policyDownloadSchema,
  policyIdQuerySchema,
  policyLinkSchema,
  policyListReplySchema,
  policyListSchema,
  policyReplySchema,
  removeAssignmentSchema,
  updatePolicySchema,
} from "../policies";
import {
  publicPoliciesReplySchema,
  publicPoliciesSchema,
  publicPolicyViewReplySchema,
  publicPolicyViewSchema,
  publishedListReplySchema,
  publishedListSchema,
  publishPolicyReplySchema,
  publishPolicySchema,
  showPoliciesReplySchema,
  showPoliciesSettingSchema,
  unpublishPolicyReplySchema,
  unpublishPolicySchema,
} from "../published-policies";
import { fileReply, needing, route } from "./define";

const tags = ["policies"];
/** Staff Policies (spec 000 §6): the owner, or staff with Policies or Manage users. */
const manage = { permission: [permissions.policies, permissions.manageUsers] } as const;
/** Assigning is done from the groups and employees pages too: those who manage employees may. */
const assign = {
  permission: [permissions.policies, permissions.manageUsers, permissions.manageEmployees],
} as const;

/** The company's staff policies (spec 001 §7 "Policies and assignment"). */
const policyCalls = {
  policyList: route({
    method: "POST",
    path: "/user/employee/policy/list",
    access: manage,
    body: policyListSchema,
    reply: policyListReplySchema,
    tags,
    summary: "The company's staff policies (status 2: none)",
  }),
  createPolicy: route({
    method: "POST",
    path: "/user/employee/policy/create",
    access: manage,
    body: createPolicySchema,
    reply: policyReplySchema,
    tags,
    summary: "A written policy: its wording becomes version 1",
  }),
  multiCreatePolicies: route({
    method: "POST",
    path: "/user/employee/policy/multi/create",
    access: manage,
    body: multiCreatePolicySchema,
    reply: policiesReplySchema,
    tags,
    summary: "Several written policies at once, all or nothing",
  }),
  getPolicy: route({
    method: "GET",
    path: "/user/employee/policy/get",
    access: manage,
    query: policyIdQuerySchema,
    reply: policyReplySchema,
    tags,
  }),
  updatePolicy: route({
    method: "PATCH",
    path: "/user/employee/policy/update",
    access: manage,
    body: updatePolicySchema,
    reply: policyReplySchema,
    tags,
    summary: "Changed wording is a new version; `major` asks employees to acknowledge again",
  }),
  deletePolicy: route({
    method: "DELETE",
    path: "/user/employee/policy/delete",
    access: manage,
    body: deletePolicySchema,
    reply: policyChangeReplySchema,
    tags,
  }),
  addCompanyPolicy: route({
    method: "GET",
    path: "/user/add/company/policy",
    access: manage,
    query: addCompanyPolicySchema,
    reply: policyReplySchema,
    tags,
    summary: "Makes one of the company's documents a staff policy (status 2: it already is one)",
  }),
  hidePolicy: route({
    method: "POST",
    path: "/company/hide/policy",
    access: manage,
    body: hidePolicySchema,
    reply: policyChangeReplySchema,
    tags,
    summary: "Hides a policy from employees, or shows it again",
  }),
  uploadPolicy: route({
    method: "POST",
    path: "/user/staffpolicy/upload",
    access: manage,
    multipart: true,
    reply: policyReplySchema,
    tags,
    summary: "A PDF policy (checked by its bytes); with `id`, a new version of one",
  }),
  policyDownload: route({
    method: "GET",
    path: "/user/policy-document/download",
    access: manage,
    query: policyDownloadSchema,
    reply: policyDownloadReplySchema,
    tags,
    summary: "A short-lived link to the policy's PDF",
  }),
  policyFile: route({
    method: "GET",
    path: "/download/policy",
    access: "public",
    query: policyLinkSchema,
    reply: fileReply,
    tags,
    summary: "Serves a signed, short-lived policy download link",
  }),
  checkEmployeePolicies: route({
    method: "POST",
    path: "/user/selectedfile/check/employeepolicy",
    access: manage,
    body: checkPoliciesSchema,
    reply: checkPoliciesReplySchema,
    tags,
    summary: "Which of the selected documents are staff policies already",
  }),
};

/** Assignment to groups and employees (spec 001 §3 assignment payload). */
const assignmentCalls = {
  assignGroupPolicies: route({
    method: "POST",
    path: "/user/group/policy/assign",
    access: assign,
    body: groupAssignSchema,
    reply: assignReplySchema,
    tags,
  }),
  assignEmployeePolicies: route({
    method: "POST",
    path: "/employee/assign/policy",
    access: assign,
    body: employeeAssignSchema,
    reply: assignReplySchema,
    tags,
    subjectIds: ["userId"],
    summary: "`userId` names the employee",
  }),
  removeEmployeePolicy: route({
    method: "POST",
    path: "/user/employee/policy/delete/documents",
    access: assign,
    body: removeAssignmentSchema,
    reply: policyChangeReplySchema,
    tags,
    summary: "Takes a policy (`fileId`) off an employee's (`uId`) assignments",
  }),
};

/** Published policies: chosen documents shown to anyone on the company's subdomain. */
const publishedCalls = {
  publishedPolicies: route({
    method: "GET",
    path: "/company/published/policies/list",
    access: manage,
    query: publishedListSchema,
    reply: publishedListReplySchema,
    tags,
  }),
  publishPolicy: route({
    method: "POST",
    path: "/company/publishedpolicy/add",
    access: manage,
    body: publishPolicySchema,
    reply: publishPolicyReplySchema,
    tags,
  }),
  unpublishPolicy: route({
    method: "DELETE",
    path: "/company/publishedpolicy/delete",
    access: manage,
    query: unpublishPolicySchema,
    reply: unpublishPolicyReplySchema,
    tags,
  }),
  publicPolicies: route({
    method: "GET",
    path: "/company/public/policies/list",
    access: "public",
    query: publicPoliciesSchema,
    reply: publicPoliciesReplySchema,
    tags,
    subjectIds: ["companyId"],
    summary: "Names and ids of the published policies, when the company shows them",
  }),
  publicPolicyView: route({
    method: "GET",
    path: "/company/public/policy/view",
    access: "public",
    query: publicPolicyViewSchema,
    reply: publicPolicyViewReplySchema,
    tags,
    subjectIds: ["companyId"],
    summary: "One published policy to read (spec 001 §3 public policy view)",
  }),
  showPoliciesSetting: route({
    method: "POST",
    path: "/company/publishedpolicy/settings",
    access: { permission: permissions.settings },
    body: showPoliciesSettingSchema,
    reply: showPoliciesReplySchema,
    tags,
    summary: "settings.showPoliciesonSite, changed when a value is sent",
  }),
};

/** The policies calls (issue 14). */
export const policiesRoutes = needing("subscription", {
  ...policyCalls,
  ...assignmentCalls,
  ...publishedCalls,
});
