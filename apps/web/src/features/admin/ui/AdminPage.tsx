import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AdminPageProps {
  /** The page's name, in the browser tab ("Coupons | Cloudoc admin") and, unless `heading` says otherwise, its heading. */
  title: string;
  heading?: string;
  /** A line under the heading saying what the screen feeds. */
  description?: string;
  /** Buttons at the heading's right, such as New coupon. */
  actions?: ReactNode;
  maw?: number;
  children: ReactNode;
}

function PageHeading({
  heading,
  description,
  actions,
}: Pick<AdminPageProps, "description" | "actions"> & { heading: string }) {
  const title = <Title order={1}>{heading}</Title>;
  if (description) {
    return (
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          {title}
          <Text c="dimmed">{description}</Text>
        </Stack>
        {actions}
      </Group>
    );
  }
  if (actions) {
    return (
      <Group justify="space-between">
        {title}
        {actions}
      </Group>
    );
  }
  return title;
}

/** One console screen: the browser tab's title, the page heading with its actions, then the content. */
export function AdminPage({ title, heading = title, description, actions, maw, children }: AdminPageProps) {
  return (
    <Stack gap="lg" maw={maw}>
      <title>{`${title} | Cloudoc admin`}</title>
      <PageHeading heading={heading} description={description} actions={actions} />
      {children}
    </Stack>
  );
}

/** The "New …" button of a list: a link to the new record's page, or a button opening its form. */
export function NewButton({
  to,
  onClick,
  children,
}: {
  to?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const icon = <IconPlus size={18} aria-hidden="true" />;
  if (to) {
    return (
      <Button component={Link} to={to} leftSection={icon}>
        {children}
      </Button>
    );
  }
  return (
    <Button leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
