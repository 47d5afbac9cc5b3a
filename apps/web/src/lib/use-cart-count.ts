import { useEffect, useState } from "react";
import { browserLocalStorage, cartChangedEvent, offlineCartCount } from "./cart-storage";

/**
 * The header's cart count. Until the server cart arrives this is the offline cart's size; it
 * follows changes made in other tabs.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(() => offlineCartCount(browserLocalStorage()));
  useEffect(() => {
    const refresh = () => setCount(offlineCartCount(browserLocalStorage()));
    window.addEventListener("storage", refresh);
    window.addEventListener(cartChangedEvent, refresh);
    return () => {
      window.removeEventListener("storage", refresh);
      window.removeEventListener(cartChangedEvent, refresh);
    };
  }, []);
  return count;
}
