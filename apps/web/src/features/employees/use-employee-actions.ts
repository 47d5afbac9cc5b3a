import type { Employee } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/notify";
import { errorText } from "../../ui/States";
import { employeeActions, employeeKeys } from "./employees-api";
import { groupKeys } from "./groups-api";

type Action = keyof typeof employeeActions;

/**
 * Invite, deactivate (after a confirm) and restore an employee: the server's message as a toast,
 * then the lists and the details re-read.
 */
export function useEmployeeActions(onDone?: (action: Action, employee: Employee) => void) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Employee | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, employee }: { action: Action; employee: Employee }) =>
      employeeActions[action](employee._id),
    onSuccess: async (result, { action }) => {
      toast(result.message, "success");
      setConfirming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
      onDone?.(action, result.employee);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const run = (action: Action) => (employee: Employee) => mutation.mutate({ action, employee });
  /** The employee an action is running for, and which. */
  const running = mutation.isPending ? mutation.variables : undefined;
  return {
    invite: run("invite"),
    restore: run("restore"),
    /** Opens the confirm; `confirmDeactivate` then does it. */
    askDeactivate: setConfirming,
    confirmDeactivate: () => confirming && mutation.mutate({ action: "deactivate", employee: confirming }),
    cancelDeactivate: () => setConfirming(null),
    confirming,
    isRunning: (action: Action, employee: Employee) =>
      running?.action === action && running.employee._id === employee._id,
  };
}

export type EmployeeActions = ReturnType<typeof useEmployeeActions>;
