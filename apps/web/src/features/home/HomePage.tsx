import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBed,
  IconBriefcase,
  IconBuildingCommunity,
  IconFileText,
  IconHeartHandshake,
  IconHome,
  IconMoodKid,
} from "@tabler/icons-react";
import { type ComponentType, lazy, Suspense, useRef } from "react";
import { Link } from "react-router";
import { useSiteSettings } from "../../app/site-settings";
import { useNearView } from "../../ui/use-near-view";
import { serviceTypes } from "../catalogue/menu-data";
import { examplePreview, rating, reviewCount } from "./content";
import classes from "./HomePage.module.css";
import { ScrollToTop } from "./ScrollToTop";
import { demoState, Stars } from "./Stars";

/** Banner variant 1 (carousel) loads only when the settings choose it. */
const BannerCarousel = lazy(() => import("./BannerCarousel"));
/** Everything below the category tiles loads when the visitor is on their way to it. */
const HomeSections = lazy(() => import("./HomeSections"));
/** The purchase, unread-policy, offer and exit-intent modals decide (and load) on their own. */
const HomeModals = lazy(() => import("./HomeModals"));

type IconType = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean | "true" }>;

const serviceIcons: Record<string, IconType> = {
  "home-care": IconHome,
  "children-s-home": IconMoodKid,
  "supported-living": IconHeartHandshake,
  "supported-accommodation-for-young-people": IconBuildingCommunity,
  "care-home": IconBed,
  "temporary-staffing": IconBriefcase,
};

/** Banner variant 2 of spec 000 §2: hero with Get Policies Now and Book A Demo. */
function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Title id="home-title" order={1} className={classes.heroTitle}>
                Compliance policies and procedures for UK care providers
              </Title>
              <Text size="xl" maw={620}>
                Ready-to-use, up-to-date documents for your service and regulator, filled with your
                organisation's details and kept current for you.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/policies-procedures" size="lg">
                  Get Policies Now
                </Button>
                <Button component={Link} to="/contact-us" state={demoState} size="lg" variant="outline">
                  Book A Demo
                </Button>
              </Group>
              <Group gap="xs">
                <Stars />
                <Text fw={600}>
                  Rated {rating} from {reviewCount}
                </Text>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper className={classes.preview} p="lg" radius="lg">
              <Text fw={700} mb="sm" id="home-preview-title">
                Your document library
              </Text>
              <Stack
                gap={8}
                component="ul"
                aria-labelledby="home-preview-title"
                style={{ listStyle: "none", padding: 0, margin: 0 }}
              >
                {examplePreview.map((doc) => (
                  <li key={doc.name} className={classes.previewRow}>
                    <IconFileText size={20} aria-hidden="true" color="var(--mantine-color-brand-7)" />
                    <Text size="sm" fw={500}>
                      {doc.name}
                    </Text>
                    <span className={classes.status}>{doc.status}</span>
                  </li>
                ))}
              </Stack>
              <Text size="xs" c="dimmed" mt="sm">
                An example of how documents appear in your account.
              </Text>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

/** Category tiles linking to /policies-procedures with the category slug (spec 000 §2). */
function Categories() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-categories">
      <Container size="xl">
        <Stack gap="xs" mb="xl">
          <Title order={2} id="home-categories">
            Policies for every care service
          </Title>
          <Text size="lg" maw={720}>
            Choose your service type to see its policy bundles, written for the CQC, Ofsted, CIW, the Care
            Inspectorate and RQIA.
          </Text>
        </Stack>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {serviceTypes.map((type) => {
            const Icon = serviceIcons[type.slug] ?? IconFileText;
            return (
              <li key={type.slug}>
                <Link className={classes.tile} to="/policies-procedures" state={{ category: type.slug }}>
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                    <Icon size={24} aria-hidden="true" />
                  </ThemeIcon>
                  <Text fw={700} size="lg" component="span">
                    {type.name}
                  </Text>
                  <Text component="span">{type.blurb}</Text>
                  <span className={classes.tileMore}>See the policies</span>
                </Link>
              </li>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The sections below the tiles: their place is kept until the visitor scrolls or tabs towards them. */
function LaterSections() {
  const place = useRef<HTMLDivElement>(null);
  const placeholder = <div ref={place} className={classes.sectionsPlaceholder} aria-busy="true" />;
  return useNearView(place) ? (
    <Suspense fallback={placeholder}>
      <HomeSections />
    </Suspense>
  ) : (
    placeholder
  );
}

/** The public home page (spec 000 §2 "Home page"). */
export function HomePage() {
  const settings = useSiteSettings();
  return (
    <>
      <title>Cloudoc | Compliance policies and procedures for UK care providers</title>
      {settings.banner === 1 ? (
        <Suspense fallback={<Hero />}>
          <BannerCarousel images={settings.bannerImg ?? []} />
        </Suspense>
      ) : (
        <Hero />
      )}
      <Categories />
      <LaterSections />
      <Suspense fallback={null}>
        <HomeModals />
      </Suspense>
      <ScrollToTop />
    </>
  );
}
