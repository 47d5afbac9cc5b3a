import { messages } from "@cloudoc/contract";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a screen fails to load or throws (for example after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container component="main" id="main-content" size="sm" py={64}>
      <title>{notFound ? "Page not found | Cloudoc" : "Something went wrong | Cloudoc"}</title>
      <Stack gap="md">
        <Title order={1}>{notFound ? "Page not found" : messages.somethingWentWrong}</Title>
        <Text size="lg">
          {notFound
            ? "The page you are looking for does not exist or has moved."
            : "This page could not be shown. Reloading usually fixes it."}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
