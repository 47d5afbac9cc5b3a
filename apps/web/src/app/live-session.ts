import { isOtherTabLogin } from "../lib/browser-identity";
import { companyStateKey, userDetailsKey } from "../lib/query-keys";
import { getSocket } from "../lib/realtime";
import { session } from "../lib/session";
import { queryClient } from "./query-client";

/**
 * Spec 000 §1: when another tab of this browser signs in (or registers), the server says
 * "login:success"; this tab re-reads the session from storage and fetches the profile again.
 */
export function listenForLogins(): void {
  void getSocket()
    .then((socket) => {
      socket.off("login:success");
      socket.on("login:success", (payload: unknown) => {
        if (!isOtherTabLogin(payload)) return;
        session.notify();
        void queryClient.invalidateQueries({ queryKey: [userDetailsKey] });
        void queryClient.invalidateQueries({ queryKey: companyStateKey });
      });
    })
    .catch(() => {
      // No live connection (offline, blocked): tabs still share the session through storage.
    });
}

/** How long the page must have been quiet before the live connection opens. */
const settledForMs = 3000;
const checkEveryMs = 250;

const filesLoaded = () => performance.getEntriesByType("resource").length;

/** Whether a lazy image is near enough to the view to be downloading. */
const nearView = (image: HTMLImageElement) => {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight * 2;
};

/** An image the page is still downloading (a lazy one far down waits for the visitor instead). */
const imageLoading = () =>
  Array.from(document.images).some(
    (image) => !image.complete && (image.loading !== "lazy" || nearView(image)),
  );

/**
 * Opens the live connection once the page has finished loading: the document is complete, `busy`
 * (a screen's code or data loading) is false, no image is downloading and no file has finished
 * loading for 3 s. The connection shows nothing on the page (it tells this tab when another one
 * signs in), so on a slow line it waits rather than compete with the page; a tab left open
 * connects long before anyone signs in elsewhere.
 */
export function listenForLoginsWhenSettled(busy: () => boolean, loadedFiles = filesLoaded): void {
  let quietSince = Date.now();
  let files = loadedFiles();
  const timer = window.setInterval(() => {
    const nowFiles = loadedFiles();
    if (document.readyState !== "complete" || busy() || imageLoading() || nowFiles !== files) {
      files = nowFiles;
      quietSince = Date.now();
      return;
    }
    if (Date.now() - quietSince < settledForMs) return;
    window.clearInterval(timer);
    listenForLogins();
  }, checkEveryMs);
}
