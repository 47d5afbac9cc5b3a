import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { browserLocalStorage } from "../../lib/cart-storage";
import { toast } from "../../lib/notify";
import { isSignedIn } from "../../lib/session";
import { useSession } from "../../lib/use-session";
import { errorText } from "../../ui/States";
import { readTicks, toggleTick, writeTicks } from "../site/checklist-ticks";
import { courseKeys, fetchChecklistTicks, saveChecklistTick } from "./api";

export interface ChecklistTicks {
  ticks: ReadonlySet<string>;
  toggle: (id: string) => void;
  clear: () => void;
  /** Where the ticks are kept, for the page to say. */
  keptFor: "organisation" | "browser";
}

/** A visitor's ticks: this browser's localStorage, shared by its tabs. */
function useBrowserTicks(enabled: boolean): ChecklistTicks {
  const [ticks, setTicks] = useState<Set<string>>(() => readTicks(browserLocalStorage()));
  useEffect(() => {
    if (!enabled) return;
    const onStorage = () => setTicks(readTicks(browserLocalStorage()));
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [enabled]);
  const update = (next: Set<string>) => {
    setTicks(next);
    writeTicks(browserLocalStorage(), next);
  };
  return {
    ticks,
    toggle: (id) => update(toggleTick(ticks, id)),
    clear: () => update(new Set()),
    keptFor: "browser",
  };
}

/** A company user's ticks: the organisation's, kept on the server (decision 031). */
function useCompanyTicks(enabled: boolean): ChecklistTicks {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: courseKeys.ticks, queryFn: fetchChecklistTicks, enabled });
  const save = useMutation({
    mutationFn: ({ id, ticked }: { id: string; ticked: boolean }) => saveChecklistTick(id, ticked),
    onMutate: async ({ id }) => {
      // A load still on its way would overwrite the tick just made.
      await queryClient.cancelQueries({ queryKey: courseKeys.ticks });
      queryClient.setQueryData<string[]>(courseKeys.ticks, (current = []) => [
        ...toggleTick(new Set(current), id),
      ]);
    },
    onSuccess: (ticks) => queryClient.setQueryData(courseKeys.ticks, ticks),
    onError: (error) => {
      toast(errorText(error), "error");
      void queryClient.invalidateQueries({ queryKey: courseKeys.ticks });
    },
  });
  const ticks = new Set(saved.data ?? []);
  return {
    ticks,
    toggle: (id) => save.mutate({ id, ticked: !ticks.has(id) }),
    clear: () => {
      for (const id of ticks) save.mutate({ id, ticked: false });
    },
    keptFor: "organisation",
  };
}

/** The checklist's ticks: the organisation's when a company user is signed in, else this browser's. */
export function useChecklistTicks(): ChecklistTicks {
  const session = useSession();
  const company = isSignedIn(session) && (session.userRole === "company" || session.userRole === "user");
  const browser = useBrowserTicks(!company);
  const server = useCompanyTicks(company);
  return company ? server : browser;
}
