import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation, useParams } from "react-router";
import type { PageInfo } from "../app/pages";
import { titleFromSlug } from "../app/pages";
import { describeNavigationState } from "../features/catalogue/describe-state";

interface PlaceholderPageProps {
  info: PageInfo;
  /** Where "back" goes: the home page on the public site, the dashboard in the company app. */
  backTo?: { label: string; to: string };
}

/**
 * An honest stand-in for a screen that is not built yet: its title and what it will hold.
 * The route, title and navigation state already work, so links into it are real.
 */
export function PlaceholderPage({
  info,
  backTo = { label: "Go to the home page", to: "/" },
}: PlaceholderPageProps) {
  const params = useParams();
  const location = useLocation();
  const title = info.path === "pages/:slug" && params.slug ? titleFromSlug(params.slug) : info.title;
  const selection = describeNavigationState(location.state);

  return (
    <Container size="md" py={{ base: "xl", sm: 48 }}>
      <title>{`${title} | Cloudoc`}</title>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        {selection && (
          <Text fw={600} c="brand.8">
            {selection}
          </Text>
        )}
        <Text size="lg">{info.description}</Text>
        <Text c="dimmed">This screen is still being built.</Text>
        {location.pathname !== backTo.to && (
          <Button component={Link} to={backTo.to} variant="default">
            {backTo.label}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
