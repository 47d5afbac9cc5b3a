import { messages } from "@cloudoc/contract";
import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { mainSiteUrl } from "../lib/tenancy";
import { Logo } from "../ui/Logo";

/**
 * The whole site, when its subdomain belongs to no company (GET /user/get/company/credetials
 * answered 404): a clear not-found page that links to the main site.
 */
export default function UnknownSitePage({ subdomain }: { subdomain: string }) {
  const main = mainSiteUrl(window.location);
  const host = window.location.host;
  return (
    <>
      <Box component="header" py="md" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
        <Container size="lg">
          <Anchor href={main} aria-label="Cloudoc home" underline="never">
            <Logo />
          </Anchor>
        </Container>
      </Box>
      <Container component="main" id="main-content" size="sm" py={{ base: 48, sm: 80 }}>
        <title>Site not found | Cloudoc</title>
        <Stack gap="md" align="flex-start">
          <Text fw={700} c="brand.8" fz={56} lh={1} aria-hidden="true">
            404
          </Text>
          <Title order={1}>This Cloudoc site does not exist</Title>
          <Text size="lg">
            {messages.companyDomainNotAvailable}: no organisation uses{" "}
            <Text span fw={700}>
              {host}
            </Text>
            . Check the address you were given, or ask your organisation for its Cloudoc link.
          </Text>
          <Text c="dimmed">
            Organisations reach their Cloudoc site at an address of their own, like{" "}
            <Text span ff="monospace">
              {subdomain === "yourcompany" ? "acmecare" : "yourcompany"}.{new URL(main).host}
            </Text>
            .
          </Text>
          <Group>
            <Button component="a" href={main}>
              Go to the Cloudoc home page
            </Button>
            <Button component="a" href={`${main}/login`} variant="default">
              Sign in on the main site
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
