import { useSessionStorage } from "@mantine/hooks";
import { type CompareView, compareViewKey, viewOf } from "../compare-rules";

/** Side by side or inline, remembered for the browser session. */
export function useCompareView(): [CompareView, (view: CompareView) => void] {
  const [stored, setStored] = useSessionStorage<string>({
    key: compareViewKey,
    defaultValue: "side",
    getInitialValueInEffect: false,
  });
  return [viewOf(stored), setStored];
}
