import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import "./global.css";
import "virtual:theme-variables.css";

import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/idle";
import { onOverlaysRequested, overlaysRequested, requestOverlays } from "../lib/overlays";
import { queryClient } from "./query-client";
import { theme } from "./theme";

const Overlays = lazy(() => import("./Overlays"));

/**
 * Mounts the toast and modal containers once something needs them: a toast or a dialog (through
 * lib/notify), or the admin console, whose screens open Mantine's modals directly
 * (useOverlaysWhenIdle). A page that shows no message never loads them.
 */
function DeferredOverlays() {
  const [load, setLoad] = useState(overlaysRequested);
  useEffect(() => onOverlaysRequested(() => setLoad(true)), []);
  return load ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** For a shell whose screens open Mantine's modals directly: mounts the containers once idle. */
export function useOverlaysWhenIdle(): void {
  useEffect(() => whenIdle(requestOverlays, 3000), []);
}

/** Theme, data fetching, and (deferred) notifications and modals for every shell. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
