import { Anchor, Container, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "../PageHeading";

/** The link back to the list a page was opened from, above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}

interface PeoplePageProps {
  /** The tab's title; also the h1 unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  /** The page's buttons, beside the heading. */
  actions?: ReactNode;
  /** Shown above the heading: a `BackLink`. */
  above?: ReactNode;
  children: ReactNode;
}

/** A page of the people screens (users, employees, groups): the heading, then the page, one under another. */
export function PeoplePage({ title, heading, description, actions, above, children }: PeoplePageProps) {
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        {above}
        <PageHeading title={title} heading={heading} description={description} actions={actions} />
        {children}
      </Stack>
    </Container>
  );
}
