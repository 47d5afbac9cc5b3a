import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./Auth.module.css";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Card width in px: 460 for the short forms, wider for registration. */
  width?: number;
  children: ReactNode;
  /** Links under the form ("Already have an account? Sign in"). */
  footer?: ReactNode;
}

/** The page layout of the authentication screens: one card, centred, with the page's h1. */
export function AuthCard({ title, subtitle, width = 460, children, footer }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <title>{`${title} | Cloudoc`}</title>
      <Paper
        className={classes.card}
        maw={width}
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: "lg", sm: 40 }}
      >
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
          {footer && (
            <Text size="sm" ta="center" c="dimmed">
              {footer}
            </Text>
          )}
        </Stack>
      </Paper>
    </div>
  );
}
