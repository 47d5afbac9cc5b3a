import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";

/** The fallback page (spec 000 §2: unknown paths show /404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const inCompany = pathname.startsWith("/company/");
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <title>Page not found | Cloudoc</title>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="brand.8" fz={56} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text size="lg">
          The page you are looking for does not exist or has moved. Check the address, or use one of the links
          below.
        </Text>
        <Group>
          {inCompany ? (
            <Button component={Link} to="/company/dashboard">
              Go to the dashboard
            </Button>
          ) : (
            <Button component={Link} to="/">
              Go to the home page
            </Button>
          )}
          <Button component={Link} to="/contact-us" variant="default">
            Contact us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
