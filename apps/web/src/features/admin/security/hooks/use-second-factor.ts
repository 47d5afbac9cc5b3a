import { useQuery } from "@tanstack/react-query";
import { fetchSecondFactorStatus, securityKeys } from "../queries/second-factor";

/** Whether this session must set up, verify, or has proved the admin's second factor. */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: securityKeys.status, queryFn: fetchSecondFactorStatus });
}
