import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { overlaysDidMount } from "../lib/overlays";

/**
 * The toast and modal containers, loaded after the first paint. Modals are opened through the
 * `modals` event API (lib/notify), which needs no context around the pages.
 */
export default function Overlays() {
  useEffect(() => overlaysDidMount(), []);
  return (
    <>
      <Notifications position="top-center" limit={4} zIndex={1000} />
      <ModalsProvider labels={{ confirm: "Confirm", cancel: "Cancel" }} />
    </>
  );
}
