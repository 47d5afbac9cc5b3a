import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/notify";
import { errorText } from "../States";
import type { RunButton } from "./RecordButtons";

export type PersonAction = "invite" | "deactivate" | "restore";

/**
 * Invite, deactivate (after a confirm) and restore a person (a system user, an employee): the
 * server's message as a toast, then `afterwards` reads again what shows them.
 */
export function usePersonActions<P extends { _id: string }, R extends { message: string }>(
  calls: Readonly<Record<PersonAction, (id: string) => Promise<R>>>,
  afterwards: (result: R) => Promise<unknown>,
) {
  const [confirming, setConfirming] = useState<P | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, person }: { action: PersonAction; person: P }) => calls[action](person._id),
    onSuccess: async (result) => {
      toast(result.message, "success");
      setConfirming(null);
      await afterwards(result);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const run = (action: PersonAction) => (person: P) => mutation.mutate({ action, person });
  /** The person an action is running for, and which. */
  const running = mutation.isPending ? mutation.variables : undefined;
  const isRunning = (action: PersonAction, person: P) =>
    running?.action === action && running.person._id === person._id;
  return {
    invite: run("invite"),
    restore: run("restore"),
    /** Opens the confirm; `confirmDeactivate` then does it. */
    askDeactivate: setConfirming,
    confirmDeactivate: () => confirming && mutation.mutate({ action: "deactivate", person: confirming }),
    cancelDeactivate: () => setConfirming(null),
    confirming,
    isRunning,
    /** Invite or Restore as a button: busy while its call runs. */
    button: (action: "invite" | "restore", person: P): RunButton => ({
      running: isRunning(action, person),
      onClick: () => run(action)(person),
    }),
  };
}

export type PersonActions<P extends { _id: string }> = ReturnType<
  typeof usePersonActions<P, { message: string }>
>;
