import { helpChangedEvent, helpWatchEvent, supportWatchEvent } from "@cloudoc/contract";
import { z } from "zod";
import type { Platform } from "../../platform/platform";
import { findSession } from "../accounts/sessions";
import { ownedConversation, ownerOf } from "./owner";

/**
 * Live chat over the app's socket.io (decision 033). A browser joins a conversation's room only by
 * proving it may read it (the company's session, or the visitor's token), and the console joins
 * the Support room only with a platform admin's session that proved its second factor. Events
 * carry no message text: they tell the page to read again, through the same checked calls.
 */

export const conversationRoom = (id: string) => `help:conversation:${id}`;
export const supportRoom = "support:team";

const watchSchema = z.object({
  conversationId: z.uuid(),
  visitorToken: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
});

const sessionOf = (platform: Platform, token: unknown) =>
  typeof token === "string" && token.length <= 200
    ? findSession(platform.db, token).catch(() => undefined)
    : Promise.resolve(undefined);

async function mayWatch(platform: Platform, request: unknown): Promise<string | undefined> {
  const parsed = watchSchema.safeParse(request);
  if (!parsed.success) return undefined;
  const session = (await sessionOf(platform, parsed.data.token)) ?? null;
  const owner = ownerOf({ session, origin: { ip: null, userAgent: null } }, parsed.data.visitorToken);
  const conversation = await ownedConversation(platform.db, owner, parsed.data.conversationId).catch(
    () => undefined,
  );
  return conversation?.id;
}

const acknowledge = (ack: unknown, joined: boolean) => {
  if (typeof ack === "function") ack(joined);
};

export function registerHelpLive(platform: Platform): void {
  platform.realtime.io.on("connection", (socket) => {
    socket.on(helpWatchEvent, (request: unknown, ack?: unknown) => {
      void mayWatch(platform, request).then(async (id) => {
        if (id) await socket.join(conversationRoom(id));
        acknowledge(ack, id !== undefined);
      });
    });
    socket.on(supportWatchEvent, (token: unknown, ack?: unknown) => {
      void sessionOf(platform, token).then(async (session) => {
        const admin = session?.role === "admin" && session.secondFactor;
        if (admin) await socket.join(supportRoom);
        acknowledge(ack, admin === true);
      });
    });
  });
}

/** Tells the conversation's own browsers and the Support area that it changed. */
export function announceChange(platform: Platform, conversationId: string): void {
  const payload = { conversationId };
  platform.realtime.emitToRoom(conversationRoom(conversationId), helpChangedEvent, payload);
  platform.realtime.emitToRoom(supportRoom, helpChangedEvent, payload);
}
