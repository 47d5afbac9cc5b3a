import { nprogress } from "@mantine/nprogress";
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { RequireSession } from "./RequireSession";

/** Runs the top progress bar while a route loads or TanStack Query is fetching or saving. */
function ProgressBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigating = useNavigation().state !== "idle";
  const busy = fetching + mutating > 0 || navigating;

  useEffect(() => {
    if (busy) {
      nprogress.start();
      return;
    }
    nprogress.complete();
  }, [busy]);

  return null;
}

export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <ScrollRestoration />
      <RequireSession>
        <Outlet />
      </RequireSession>
    </>
  );
}
