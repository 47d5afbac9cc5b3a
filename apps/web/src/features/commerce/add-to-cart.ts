import { messages, routes } from "@cloudoc/contract";
import { queryClient } from "../../app/query-client";
import { call } from "../../lib/api";
import {
  addOfflineLine,
  announceCartChange,
  browserLocalStorage,
  readOfflineCart,
  writeOfflineCart,
} from "../../lib/cart-storage";
import { toast } from "../../lib/notify";
import { isSignedIn, session } from "../../lib/session";
import { cartDetailsKey } from "./cart-api";
import { offlineLineFor, type PackageForCart } from "./offline-line";

/**
 * Add To Cart (spec 000 §7): signed in, the package goes to the user's server cart as sendtype
 * subscription and the server's message is shown (status 2 'already added in cart' and 3
 * 'Already subscribed to this package' as information); signed out, it goes to the offline cart
 * in localStorage, once. The header's count follows either way. A failed call throws (ApiError)
 * for the caller to show.
 */
export async function addToCart(pkg: PackageForCart): Promise<void> {
  if (isSignedIn(session.read())) {
    const reply = await call(routes.addToCart, { packageId: pkg.id, sendtype: "subscription", packages: [] });
    toast(reply.response, reply.status === 1 ? "success" : "info");
    announceCartChange({ count: reply.cartCount });
    void queryClient.invalidateQueries({ queryKey: cartDetailsKey });
    return;
  }
  const storage = browserLocalStorage();
  const { lines, added } = addOfflineLine(readOfflineCart(storage), offlineLineFor(pkg));
  if (!added) {
    toast(messages.alreadyInCart, "info");
    return;
  }
  writeOfflineCart(lines, storage);
  toast(messages.addedToCart, "success");
}
