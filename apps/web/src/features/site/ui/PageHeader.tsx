import { Anchor, Box, Breadcrumbs, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./site.module.css";

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  /** The document title (tab); defaults to `title`. */
  documentTitle?: string;
  description?: ReactNode;
  crumbs?: Crumb[];
  /** Extra content under the description (a search box, a selection summary …). */
  children?: ReactNode;
}

/** The band at the top of every site page: breadcrumbs, the page's one h1 and its introduction. */
export function PageHeader({ title, documentTitle, description, crumbs, children }: PageHeaderProps) {
  return (
    <Box className={classes.pageHeader}>
      <title>{`${documentTitle ?? title} | Cloudoc`}</title>
      <Container size="xl" py={{ base: 28, md: 44 }}>
        <Stack gap="sm">
          {crumbs && crumbs.length > 0 && (
            <nav aria-label="Breadcrumb">
              <Breadcrumbs separator="›" className={classes.crumbs}>
                {[{ label: "Home", to: "/" }, ...crumbs].map((crumb, index, all) =>
                  crumb.to && index < all.length - 1 ? (
                    <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                      {crumb.label}
                    </Anchor>
                  ) : (
                    <Text key={crumb.label} size="sm" aria-current="page" c="dark.6">
                      {crumb.label}
                    </Text>
                  ),
                )}
              </Breadcrumbs>
            </nav>
          )}
          <Title order={1} className={classes.pageTitle}>
            {title}
          </Title>
          {description && (
            <Text size="lg" maw={780} component="div">
              {description}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
