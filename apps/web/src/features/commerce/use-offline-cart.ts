import { useEffect, useState } from "react";
import {
  browserLocalStorage,
  cartChangedEvent,
  type OfflineCartLine,
  offlineCartKey,
  readOfflineCart,
} from "../../lib/cart-storage";

/** The offline cart, re-read when this tab or another changes it. */
export function useOfflineCart(): OfflineCartLine[] {
  const [lines, setLines] = useState(() => readOfflineCart(browserLocalStorage()));
  useEffect(() => {
    const refresh = () => setLines(readOfflineCart(browserLocalStorage()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === offlineCartKey) refresh();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(cartChangedEvent, refresh);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(cartChangedEvent, refresh);
    };
  }, []);
  return lines;
}
