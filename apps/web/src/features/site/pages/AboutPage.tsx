import { Box, Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { supportHoursText, useSiteSettings } from "../../../app/site-settings";
import { rating, reviewCount, trustedBy } from "../../home/content";
import { useAllPackages, useTaxonomy } from "../queries";
import { contentStaleTime, fetchLibrary, fetchTestimonials, siteKeys } from "../site-api";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import { RatingStars } from "../ui/RatingStars";
import classes from "../ui/site.module.css";

const libraryCountQuery = { search: "", country: "", category: "", page: 1 };

/** /about-us: who Cloudoc is for and how it helps, with figures from the catalogue and testimonials. */
export function AboutPage() {
  const hours = supportHoursText(useSiteSettings());
  const packages = useAllPackages();
  const countries = useTaxonomy("country");
  const library = useQuery({
    queryKey: siteKeys.library(libraryCountQuery),
    queryFn: () => fetchLibrary(libraryCountQuery),
    staleTime: contentStaleTime,
  });
  const testimonials = useQuery({
    queryKey: siteKeys.testimonials,
    queryFn: fetchTestimonials,
    staleTime: contentStaleTime,
  });

  const figures = [
    { value: library.data ? String(library.data.total) : "…", label: "documents in the library" },
    { value: packages.data ? String(packages.data.total) : "…", label: "policy packages" },
    { value: countries.data ? String(countries.data.length) : "…", label: "UK nations covered" },
    { value: trustedBy, label: "care organisations trust Cloudoc" },
  ];

  return (
    <>
      <PageHeader
        title="About us"
        crumbs={[{ label: "About us" }]}
        description="Cloudoc supplies compliance policies and procedures to care providers across the UK, and the tools to keep them current, personalised and read by the people who need them."
      />
      <Box component="section" aria-labelledby="about-story" className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md" className={classes.prose}>
                <Title order={2} id="about-story">
                  Why we built Cloudoc
                </Title>
                <Text>
                  Registered managers spend days writing and rewriting policies before an inspection, and more
                  days keeping them current as legislation and guidance change. Cloudoc gives them a complete
                  library written for their type of service and their regulator, filled with their own
                  organisation's details.
                </Text>
                <Text>
                  We serve care homes, domiciliary care agencies, children's homes, supported living services,
                  supported accommodation for young people and staffing agencies in England, Wales, Scotland
                  and Northern Ireland.
                </Text>
                <Text>
                  When the law or a regulator's guidance changes, we update the master documents and tell
                  every subscriber what changed. Staff read and acknowledge their policies online, so managers
                  can show inspectors exactly who has read what.
                </Text>
                <Group gap="sm" mt="sm">
                  <Button component={Link} to="/policies-procedures">
                    Browse policy bundles
                  </Button>
                  <Button component={Link} to="/contact-us" variant="outline">
                    Contact us
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder radius="md" p="lg">
                <Title order={2} size="h4" mb="md">
                  Cloudoc in figures
                </Title>
                <SimpleGrid cols={2} spacing="lg">
                  {figures.map((figure) => (
                    <Stack key={figure.label} gap={0}>
                      <Text fz={30} fw={800} c="brand.8" lh={1.1}>
                        {figure.value}
                      </Text>
                      <Text size="sm">{figure.label}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
                <Text size="sm" mt="lg">
                  Rated {rating} from {reviewCount}.{hours && ` Support: ${hours}.`}
                </Text>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <Box
        component="section"
        aria-labelledby="about-voices"
        className={`${classes.section} ${classes.muted}`}
      >
        <Container size="xl">
          <Title order={2} id="about-voices" mb="lg">
            What care providers tell us
          </Title>
          {testimonials.isError && (
            <ErrorState error={testimonials.error} onRetry={() => void testimonials.refetch()} />
          )}
          {testimonials.isPending && (
            <ListSkeleton count={3} height={180} columns={3} label="Loading testimonials" />
          )}
          {testimonials.isSuccess && testimonials.data.length === 0 && (
            <EmptyState title="No testimonials yet" headingOrder={3} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {(testimonials.data ?? []).map((t) => (
              <Paper key={t._id} component="figure" withBorder radius="md" p="lg" m={0}>
                <RatingStars value={t.rating} />
                <Text component="blockquote" m={0} mt="sm">
                  “{t.quote}”
                </Text>
                <Text component="figcaption" size="sm" mt="md">
                  <strong>{t.name}</strong>, {t.role}, {t.organisation}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
