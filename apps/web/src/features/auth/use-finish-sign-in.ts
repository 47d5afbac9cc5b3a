import { messages, postRegistrationWaitMs, routes } from "@cloudoc/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { type SignedInReply, storeSignIn } from "../../app/auth-session";
import { call } from "../../lib/api";
import { clearOfflineCart } from "../../lib/cart-storage";
import { type Destination, destinationAfterSignIn } from "../../lib/entry-rules";
import { toast } from "../../lib/notify";
import { authFlow } from "./flow-store";

/** Goes to a destination: another site by a full page load, a route of this one by the router. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (destination: Destination) => {
      if (destination.kind === "site") window.location.assign(destination.url);
      else navigate(destination.to, { replace: true });
    },
    [navigate],
  );
}

/**
 * The session this site was given is not kept when the user moves on to their company's site
 * (which gets its own through the hand-over): close it, briefly waiting so the page can leave.
 */
async function releaseSession(token: string): Promise<void> {
  const closing = call(routes.logout, {}, { token, ignoreUnauthorised: true }).catch(() => {});
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

/**
 * After a successful login or registration (spec 000 §4): empty the offline cart (the server has
 * it now), say so, and go on: at once after a login, after 1500 ms after a registration. A user
 * who stays on this site keeps the session here; one handed over to their company site keeps it
 * there only. Answers the destination so the screen can say where it is going.
 */
export function useFinishSignIn() {
  const goTo = useGoTo();
  return useCallback(
    (reply: SignedInReply, options: { registration?: boolean; hadOfflineCart?: boolean } = {}) => {
      clearOfflineCart();
      authFlow.clear();
      const destination = destinationAfterSignIn(reply.response, options);
      const go = async () => {
        if (destination.kind === "site") await releaseSession(reply.response.authToken);
        goTo(destination);
      };
      if (destination.kind === "route") storeSignIn(reply);
      if (options.registration) {
        toast(messages.registeredSuccessfully, "success");
        window.setTimeout(() => void go(), postRegistrationWaitMs);
      } else {
        toast(messages.loggedIn, "success");
        void go();
      }
      return destination;
    },
    [goTo],
  );
}
