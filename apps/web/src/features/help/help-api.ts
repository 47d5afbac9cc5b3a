import { type ChatState, type HelpRequest, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import type { SessionData } from "../../lib/session";

/**
 * Query functions of Get Help (issue 21, decision 033). A visitor's chat is reached with a random
 * token the server hands back with the first message, kept in this browser's local storage; a
 * signed-in owner or staff user's chat is their company's, by session.
 */

export const helpKeys = { chat: "help-chat" } as const;
const visitorTokenKey = "cloudoc.helpChat";

export function storedVisitorToken(): string | undefined {
  try {
    return localStorage.getItem(visitorTokenKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function keepVisitorToken(token: string | null): void {
  if (!token) return;
  try {
    localStorage.setItem(visitorTokenKey, token);
  } catch {
    // Private browsing without storage: the chat lasts as long as this page.
  }
}

/** Owners and staff users are known by their session; everyone else proves they are no robot. */
export const needsBotCheck = (role: SessionData["userRole"] | undefined, signedIn: boolean) =>
  !(signedIn && (role === "company" || role === "user"));

async function botPass(needed: boolean): Promise<string> {
  if (!needed) return "";
  const { passBotCheck } = await import("../auth/botcheck/solve");
  return passBotCheck();
}

export async function fetchChat(): Promise<ChatState> {
  return (await call(routes.chatOpen, { visitorToken: storedVisitorToken() })).response;
}

export interface ChatMessageInput {
  conversationId?: string;
  message: string;
  name?: string;
  email?: string;
}

/** Sends a chat message; the first of a conversation solves the bot check first when needed. */
export async function sendChatMessage(input: ChatMessageInput, needsCheck: boolean) {
  const captcha = await botPass(needsCheck && !input.conversationId);
  const reply = await call(routes.chatSend, { ...input, visitorToken: storedVisitorToken(), captcha });
  keepVisitorToken(reply.visitorToken);
  return reply;
}

/** The Short Help Form. */
export async function sendHelpRequest(input: Omit<HelpRequest, "captcha">, needsCheck: boolean) {
  const captcha = await botPass(needsCheck);
  return (await call(routes.helpRequest, { ...input, captcha })).response;
}
