import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { describeError, type PartStatus } from "../status";

/**
 * socket.io on the app's HTTP server (DESIGN §2). Each connection joins a room for its browser
 * (the id the client keeps in local storage), so one tab's login can reach the others.
 */
export interface Realtime {
  readonly io: Server;
  emitToBrowser(browserId: string, event: string, payload: unknown): void;
  emitToRoom(room: string, event: string, payload: unknown): void;
  status(): Promise<PartStatus>;
  close(): Promise<void>;
}

const browserIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
export const browserRoom = (browserId: string) => `browser:${browserId}`;

export function createRealtime(server: HttpServer, redisUrl: string | undefined): Realtime {
  const io = new Server(server, { path: "/socket.io", serveClient: false });
  const redis = redisUrl ? connectRedis(io, redisUrl) : undefined;

  io.on("connection", (socket) => {
    const browserId = socket.handshake.auth?.browserId;
    if (typeof browserId === "string" && browserIdPattern.test(browserId)) {
      void socket.join(browserRoom(browserId));
    }
  });

  return {
    io,
    emitToBrowser: (browserId, event, payload) => {
      io.to(browserRoom(browserId)).emit(event, payload);
    },
    emitToRoom: (room, event, payload) => {
      io.to(room).emit(event, payload);
    },
    async status() {
      if (!redis) return { ok: true, detail: "socket.io in process" };
      try {
        await redis.pub.ping();
        return { ok: true, detail: "socket.io with Redis adapter" };
      } catch (error) {
        return { ok: false, detail: `Redis: ${describeError(error)}` };
      }
    },
    async close() {
      await io.close();
      if (redis) {
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
    },
  };
}

function connectRedis(io: Server, url: string) {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub));
  return { pub, sub };
}
