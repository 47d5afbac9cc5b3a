import { Anchor, Box, Button, Container, Grid, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { titleFromSlug } from "../../../app/pages";
import { ApiError } from "../../../lib/api";
import { contentStaleTime, fetchPage, fetchPages, siteKeys } from "../site-api";
import { HtmlContent } from "../ui/HtmlContent";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

/** /pages/{slug}: a legal page (privacy policy, disclaimer, licence, terms) from the server. */
export function LegalPage() {
  const { slug = "" } = useParams();
  const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
  const page = useQuery({
    queryKey: siteKeys.page(slug),
    queryFn: () => fetchPage(slug),
    staleTime: contentStaleTime,
    enabled: validSlug,
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 404) && count < 2,
  });
  const pages = useQuery({ queryKey: siteKeys.pages, queryFn: fetchPages, staleTime: contentStaleTime });
  const missing = !validSlug || (page.error instanceof ApiError && page.error.httpStatus === 404);
  const title = page.data?.name ?? titleFromSlug(slug);

  return (
    <>
      <PageHeader
        title={missing ? "Page not found" : title}
        crumbs={[{ label: "Legal" }, { label: title }]}
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {missing ? (
                <EmptyState
                  title="We could not find this page"
                  action={
                    <Button component={Link} to="/" variant="default">
                      Go to the home page
                    </Button>
                  }
                >
                  The legal pages are listed beside this message.
                </EmptyState>
              ) : page.isError ? (
                <ErrorState error={page.error} onRetry={() => void page.refetch()} />
              ) : page.isPending ? (
                <ListSkeleton count={5} height={70} label="Loading the page" />
              ) : (
                <article aria-label={page.data.name}>
                  <HtmlContent html={page.data.content} className={classes.prose} />
                </article>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder radius="md" p="lg" component="nav" aria-labelledby="legal-nav">
                <Text component="h2" id="legal-nav" fw={700} mt={0} mb="sm">
                  Legal information
                </Text>
                {pages.isError && <Text size="sm">The list of pages could not be loaded.</Text>}
                <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                  {(pages.data ?? []).map((ref) => (
                    <li key={ref.slug}>
                      <Anchor
                        component={Link}
                        to={`/pages/${ref.slug}`}
                        aria-current={ref.slug === slug ? "page" : undefined}
                        fw={ref.slug === slug ? 700 : 400}
                      >
                        {ref.name}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
