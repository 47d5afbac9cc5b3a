import { Container } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { useSecondFactorStatus } from "../hooks/use-second-factor";
import { securityKeys } from "../queries/second-factor";
import { SetUpSecondFactor } from "./SetUpSecondFactor";
import { VerifySecondFactor } from "./VerifySecondFactor";

/**
 * The console shows only once this session has proved the second factor: the first sign-in sets
 * up the authenticator app, later ones verify a code. Admin calls made before would answer 401.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const proved = () => void queryClient.invalidateQueries({ queryKey: securityKeys.status });

  if (status.isPending) return <LoadingBlocks label="Checking your sign-in" count={1} height={240} />;
  if (status.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="The admin console could not open"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      </Container>
    );
  }
  if (status.data.state === "set-up") return <SetUpSecondFactor onDone={proved} />;
  if (status.data.state === "verify") return <VerifySecondFactor onDone={proved} />;
  return children;
}
