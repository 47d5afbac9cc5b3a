import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  title: string;
  icon: ReactNode;
  colour?: string;
  children: ReactNode;
  /** Offer a way to the verify page. */
  withVerify?: boolean;
}

/** A signer's one-message page: a bad link, an answered request, the thank-you. */
export function SignerMessage({ title, icon, colour, children, withVerify = false }: Props) {
  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <title>{`${title} | Cloudoc`}</title>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={colour} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Stack gap="xs" maw={480}>
            {typeof children === "string" ? <Text c="dimmed">{children}</Text> : children}
          </Stack>
          {withVerify && (
            <Button component={Link} to="/document/verify" variant="light">
              Check a signed PDF
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
