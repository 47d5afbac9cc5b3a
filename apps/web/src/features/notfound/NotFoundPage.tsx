import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";

/** How long the 404 page shows before going on to the home page, when it was sent there. */
const thenHomeDelayMs = 3000;

const wantsHome = (state: unknown) =>
  typeof state === "object" && state !== null && (state as { thenHome?: unknown }).thenHome === true;

/**
 * The fallback page (spec 000 §2: unknown paths show /404). A page a role may not see sends it
 * here with "then home" (spec 000 §6: role user and the package catalogue), and it moves on to /.
 */
export function NotFoundPage() {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const inCompany = pathname.startsWith("/company/");
  const thenHome = wantsHome(state);

  useEffect(() => {
    if (!thenHome) return;
    const timer = window.setTimeout(() => navigate("/", { replace: true }), thenHomeDelayMs);
    return () => window.clearTimeout(timer);
  }, [thenHome, navigate]);

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <title>Page not found | Cloudoc</title>
      <Stack gap="md" align="flex-start">
        <Text fw={700} c="brand.8" fz={56} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text size="lg">
          {thenHome
            ? "This page is not available to your account. Taking you to the home page…"
            : "The page you are looking for does not exist or has moved. Check the address, or use one of the links below."}
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
