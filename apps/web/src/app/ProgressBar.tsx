import { NavigationProgress, nprogress } from "@mantine/nprogress";
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigation } from "react-router";

/** The top progress bar, running while a route loads or TanStack Query is fetching or saving. */
export default function ProgressBar() {
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

  return <NavigationProgress size={3} aria-label="Loading" />;
}
