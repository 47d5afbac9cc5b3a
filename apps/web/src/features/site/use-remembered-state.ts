import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

const stateRecord = (state: unknown): Record<string, unknown> =>
  typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};

/**
 * Page state (filters, a selection) kept in the current history entry's state as well as in React
 * state, so Back, Forward and a reload return to it. The address keeps no query string (spec 000
 * §2 sends one to the home page on first load). A navigation that arrives with other state (a
 * menu link to the page already shown) starts again from `initial`.
 */
export function useRememberedState<T>(
  key: string,
  initial: (navigationState: unknown) => T,
  serialise: (value: T) => string,
): [T, (next: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState<T>(() => initial(location.state));
  const written = useRef<string>(serialise(value));
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const seenState = useRef<unknown>(location.state);

  useEffect(() => {
    if (location.state === seenState.current) return;
    seenState.current = location.state;
    const kept = stateRecord(location.state)[key];
    if (kept === written.current) return;
    const next = initialRef.current(location.state);
    written.current = serialise(next);
    setValue(next);
  }, [location.state, key, serialise]);

  const update = useCallback(
    (next: T) => {
      const text = serialise(next);
      written.current = text;
      setValue(next);
      navigate(
        { pathname: location.pathname, hash: location.hash },
        {
          replace: true,
          preventScrollReset: true,
          state: { ...stateRecord(location.state), [key]: text },
        },
      );
    },
    [key, serialise, location.pathname, location.hash, location.state, navigate],
  );
  return [value, update];
}
