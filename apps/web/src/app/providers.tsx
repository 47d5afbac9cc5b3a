import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/nprogress/styles.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { NavigationProgress } from "@mantine/nprogress";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { onOverlaysRequested, overlaysRequested, requestOverlays } from "../lib/overlays";
import { queryClient } from "./query-client";
import { cssVariablesResolver, theme } from "./theme";

const Overlays = lazy(() => import("./Overlays"));

/** Mounts the toast and modal containers when the browser is idle, or as soon as one is needed. */
function DeferredOverlays() {
  const [load, setLoad] = useState(overlaysRequested);
  useEffect(() => {
    const stop = onOverlaysRequested(() => setLoad(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => requestOverlays(), { timeout: 3000 })
      : window.setTimeout(() => requestOverlays(), 1500);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** Theme, progress bar, data fetching, and (deferred) notifications and modals for every shell. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NavigationProgress size={3} aria-label="Loading" />
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
