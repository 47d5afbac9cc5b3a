import { realtimeOptions } from "@cloudoc/contract";
import type { Socket } from "socket.io-client";
import { session } from "./session";

/**
 * The live connection (spec 000 §1): socket.io on /socket.io with exactly the contract's
 * reconnection options. socket.io-client is loaded only when something first asks for the
 * socket, so public pages never download it.
 */
let connecting: Promise<Socket> | undefined;

export function getSocket(): Promise<Socket> {
  connecting ??= import("socket.io-client").then(({ io }) =>
    io({
      path: "/socket.io",
      ...realtimeOptions,
      auth: (send) => send({ token: session.get("token") ?? "" }),
    }),
  );
  return connecting;
}

/** Closes the connection (on logout); the next getSocket() opens a new one. */
export async function closeSocket(): Promise<void> {
  const pending = connecting;
  connecting = undefined;
  if (pending) (await pending).close();
}
