import type { Employee } from "@cloudoc/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type PersonActions, usePersonActions } from "../../ui/people/use-person-actions";
import { employeeActions, employeeKeys, type Saved } from "./employees-api";
import { groupKeys } from "./groups-api";

/** Invite, deactivate (after a confirm) and restore an employee; then the lists and the details re-read. */
export function useEmployeeActions(): EmployeeActions {
  const queryClient = useQueryClient();
  return usePersonActions<Employee, Saved>(employeeActions, () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    ]),
  );
}

export type EmployeeActions = PersonActions<Employee>;
