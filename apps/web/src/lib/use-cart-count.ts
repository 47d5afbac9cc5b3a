import { routes } from "@cloudoc/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { call } from "./api";
import {
  browserLocalStorage,
  type CartChangedDetail,
  cartChangedEvent,
  offlineCartCount,
} from "./cart-storage";
import { isSignedIn } from "./session";
import { useSession } from "./use-session";

/** The query key of the server cart's count (POST /user/cart-count), followed by the user id. */
export const cartCountKey = "cart-count";

/**
 * The header's cart count (spec 000 §2 "Cart with item count"): the server cart's count for a
 * signed-in company user or staff member, else the offline cart's size. It follows this tab's
 * changes (add, remove, checkout announce them) and the offline cart of other tabs.
 */
export function useCartCount(): number {
  const data = useSession();
  const signedIn = isSignedIn(data);
  const hasCart = signedIn && (data.userRole === "company" || data.userRole === "user");
  const userId = data.userId;
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(() => offlineCartCount(browserLocalStorage()));

  const { data: serverCount } = useQuery({
    queryKey: [cartCountKey, userId],
    queryFn: async () => (await call(routes.cartCount, {})).response,
    enabled: hasCart && Boolean(userId),
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    const onStorage = () => setOffline(offlineCartCount(browserLocalStorage()));
    const onChange = (event: Event) => {
      onStorage();
      const count = (event as CustomEvent<CartChangedDetail | null>).detail?.count;
      if (typeof count === "number") queryClient.setQueryData([cartCountKey, userId], count);
      else void queryClient.invalidateQueries({ queryKey: [cartCountKey] });
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(cartChangedEvent, onChange);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(cartChangedEvent, onChange);
    };
  }, [queryClient, userId]);

  if (!signedIn) return offline;
  return hasCart ? (serverCount ?? 0) : 0;
}
