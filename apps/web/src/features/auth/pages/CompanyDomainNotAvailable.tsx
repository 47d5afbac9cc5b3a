import { messages } from "@cloudoc/contract";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconWorldOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { AuthCard } from "../AuthCard";

/**
 * The employee screens on the main site (spec 000 §8: 'Company domain name not available'):
 * employees sign in on their organisation's own Cloudoc address.
 */
export function CompanyDomainNotAvailable({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <Alert color="orange" variant="light" icon={<IconWorldOff aria-hidden="true" />} role="alert">
        {messages.companyDomainNotAvailable}
      </Alert>
      <Stack gap="xs">
        <Text>
          Employees sign in on their organisation's own Cloudoc address, such as{" "}
          <Text span fw={600}>
            yourcompany.{window.location.host}
          </Text>
          . Use the link your employer sent you, or ask them for it.
        </Text>
        <Text>
          Signing in as an organisation or a system user?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in here
          </Anchor>
          .
        </Text>
      </Stack>
      <Button component={Link} to="/" variant="default">
        Go to the home page
      </Button>
    </AuthCard>
  );
}
