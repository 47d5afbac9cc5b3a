import { type RouteInput, routes } from "@cloudoc/contract";
import { call } from "../../../../lib/api";

/** Query keys of the console's Support area (decision 033). */
export const supportKeys = {
  all: ["admin", "support"] as const,
  list: ["admin", "support", "list"] as const,
  conversation: (id: string) => ["admin", "support", "conversation", id] as const,
};

export type SupportListInput = RouteInput<typeof routes.adminSupportList>;

export async function fetchConversations(input: SupportListInput) {
  const { list, total, open } = await call(routes.adminSupportList, input);
  return { list, total, open };
}

export async function fetchConversation(id: string) {
  return (await call(routes.adminSupportView, { id })).response;
}

export async function replyToConversation(id: string, message: string) {
  return (await call(routes.adminSupportReply, { id, message })).data;
}

export async function closeConversation(id: string) {
  return (await call(routes.adminSupportClose, { id })).data;
}
