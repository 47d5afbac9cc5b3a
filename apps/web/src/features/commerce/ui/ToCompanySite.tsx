import { Container, Group, Loader, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LoadError } from "../../../ui/States";
import { goToCompanySite } from "../company-site";

/**
 * Moves a signed-in buyer from the main site to the same page of their company's own site, signed
 * in there by a hand-over code, so that paying ends on their own /company/subscriptions (issue 22).
 */
export function ToCompanySite({ page }: { page: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  // One hand-over per visit: the main site's session is closed as the company site opens.
  const started = useRef(false);

  const go = () => {
    started.current = true;
    setError(null);
    goToCompanySite(page, navigate).catch(setError);
  };
  useEffect(() => {
    if (!started.current) go();
  });

  return (
    <Container size="sm" py="xl">
      {error ? (
        <LoadError title="Your company site could not be opened" error={error} onRetry={go} />
      ) : (
        <Group gap="sm" role="status" justify="center">
          <Loader size="sm" />
          <Text>Taking you to your company site…</Text>
        </Group>
      )}
    </Container>
  );
}
