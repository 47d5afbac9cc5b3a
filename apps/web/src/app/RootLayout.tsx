import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { whenPageSettled } from "../lib/page-settled";
import { RequireSession } from "./RequireSession";

/**
 * The progress bar is for what happens after the first view (moving between pages, saving): the
 * first view has its own skeletons, and its code (about 6 KB) would only add to that view's load.
 */
const ProgressBar = lazy(() => import("./ProgressBar"));

function useFirstViewLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageSettled().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

export function RootLayout() {
  const firstViewLoaded = useFirstViewLoaded();
  return (
    <>
      {firstViewLoaded && (
        <Suspense fallback={null}>
          <ProgressBar />
        </Suspense>
      )}
      <ScrollRestoration />
      <RequireSession>
        <Outlet />
      </RequireSession>
    </>
  );
}
