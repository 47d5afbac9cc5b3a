import { pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";

/**
 * The published policies calls (spec 001 §7): the company's list, publish, remove, the
 * showPoliciesonSite setting, and the two public calls of its subdomain.
 */

export const publishedKeys = {
  all: ["published-policies"] as const,
  list: (page: number) => ["published-policies", "list", page] as const,
  setting: ["published-policies", "setting"] as const,
  documents: (search: string) => ["published-policies", "documents", search] as const,
  publicList: ["published-policies", "public"] as const,
  publicView: (id: string) => ["published-policies", "public", id] as const,
};

export const publishedPageSize = pageSizes.publishedPolicies;

/** GET /company/published/policies/list: 20 a page, newest first. */
export async function fetchPublished(page: number) {
  const reply = await call(routes.publishedPolicies, {
    skip: (page - 1) * publishedPageSize,
    limit: publishedPageSize,
  });
  return { list: reply.list, total: reply.total };
}

/** POST /company/publishedpolicy/add: status 2 when it was published already. */
export async function publishDocument(fileId: string) {
  const reply = await call(routes.publishPolicy, { fileId });
  return { message: reply.response, already: reply.status === 2, published: reply.data };
}

/** DELETE /company/publishedpolicy/delete?id. */
export async function unpublish(id: string) {
  return (await call(routes.unpublishPolicy, { id })).response;
}

/** POST /company/publishedpolicy/settings: reads the setting, or changes it when a value is sent. */
export async function showPoliciesSetting(showPoliciesonSite?: boolean) {
  const reply = await call(routes.showPoliciesSetting, { showPoliciesonSite });
  return { message: reply.response, ...reply.data };
}

/** The company's documents to choose from (POST /user/get-document-lists, every document). */
export async function searchCompanyDocuments(search: string) {
  const reply = await call(routes.documentLists, { type: "all", value: search, skip: 0, limit: 20 });
  return { list: reply.list, total: reply.total };
}

/** GET /company/public/policies/list: the company of this subdomain's published policies. */
export async function fetchPublicPolicies() {
  const reply = await call(routes.publicPolicies, {});
  return { list: reply.list, total: reply.total };
}

/** GET /company/public/policy/view: one published policy, read-only. */
export async function fetchPublicPolicy(id: string) {
  return (await call(routes.publicPolicyView, { id })).response;
}
