import { groupPhone, phoneHref } from "@cloudoc/contract";
import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconBed,
  IconBriefcase,
  IconBuildingCommunity,
  IconCircleCheck,
  IconFileText,
  IconHeartHandshake,
  IconHome,
  IconMoodKid,
  IconStarFilled,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { useSiteSettings } from "../../app/site-settings";
import { serviceTypes, slugify, supportHours } from "../catalogue/menu-data";
import { examplePreview, featureTabs, rating, reviewCount, trustedBy } from "./content";
import classes from "./HomePage.module.css";
import { ScrollToTop } from "./ScrollToTop";

type IconType = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean | "true" }>;

const serviceIcons: Record<string, IconType> = {
  "home-care": IconHome,
  "children-s-home": IconMoodKid,
  "supported-living": IconHeartHandshake,
  "supported-accommodation-for-young-people": IconBuildingCommunity,
  "care-home": IconBed,
  "temporary-staffing": IconBriefcase,
};

const demoState = { topic: "demo" };

function Stars() {
  return (
    <Group gap={2} className={classes.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <IconStarFilled key={n} size={18} />
      ))}
    </Group>
  );
}

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

function TrustBand() {
  const items = [
    { value: rating, label: `rating from ${reviewCount}` },
    { value: trustedBy, label: "trust Cloudoc with their policies" },
    { value: "9.00am to 5.30pm", label: "support, Monday to Friday" },
  ];
  return (
    <Box component="section" className={classes.band} aria-label="Why care providers choose Cloudoc">
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {items.map((item) => (
            <Stack key={item.value} gap={4} align="center" ta="center">
              <span className={classes.bandValue}>{item.value}</span>
              <Text c="white">{item.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The six feature tabs of spec 000 §2. */
function Features() {
  const first = featureTabs[0]?.value ?? null;
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.muted}`}
      aria-labelledby="home-features"
    >
      <Container size="xl">
        <Stack gap="xs" mb="xl">
          <Title order={2} id="home-features">
            Everything you need to manage your policies
          </Title>
          <Text size="lg" maw={720}>
            One place to adapt, review, share and keep your documents up to date, and to make sure your staff
            have read them.
          </Text>
        </Stack>
        <Tabs defaultValue={first} variant="pills" radius="xl">
          <Tabs.List>
            {featureTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {featureTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} className={classes.tabPanel}>
              <Paper p={{ base: "lg", md: "xl" }} radius="lg" withBorder>
                <Title order={3} mb="xs">
                  {tab.name}
                </Title>
                <Text size="lg" mb="md">
                  {tab.summary}
                </Text>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon size={22} radius="xl" variant="filled" aria-hidden="true">
                      <IconCircleCheck size={16} aria-hidden="true" />
                    </ThemeIcon>
                  }
                >
                  {tab.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
                <Anchor
                  component={Link}
                  to="/features"
                  state={{ feature: slugify(tab.name) }}
                  fw={600}
                  mt="md"
                  display="inline-block"
                >
                  More about {tab.name.toLowerCase()}
                </Anchor>
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </Box>
  );
}

/** The Talk to us help box with the support hours; phone and email when the settings have them. */
function TalkToUs() {
  const settings = useSiteSettings();
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-help">
      <Container size="md">
        <Paper className={classes.help} p={{ base: "lg", md: 40 }} radius="lg">
          <Stack gap="md" align="center" ta="center">
            <Title order={2} id="home-help">
              Talk to us
            </Title>
            <Text size="lg">
              Not sure which policies you need? Our team is here to help from {supportHours}.
            </Text>
            {(settings.phone || settings.email_address) && (
              <Group gap="lg" justify="center">
                {settings.phone && (
                  <Anchor href={phoneHref(settings.phone)} fw={700} size="lg">
                    {groupPhone(settings.phone)}
                  </Anchor>
                )}
                {settings.email_address && (
                  <Anchor href={`mailto:${settings.email_address}`} fw={700} size="lg">
                    {settings.email_address}
                  </Anchor>
                )}
              </Group>
            )}
            <Group gap="sm" justify="center">
              <Button component={Link} to="/contact-us">
                Contact Us
              </Button>
              <Button component={Link} to="/contact-us" state={demoState} variant="outline">
                Book A Demo
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/** The public home page (spec 000 §2 "Home page"). */
export function HomePage() {
  return (
    <>
      <title>Cloudoc | Compliance policies and procedures for UK care providers</title>
      <Hero />
      <Categories />
      <TrustBand />
      <Features />
      <TalkToUs />
      <ScrollToTop />
    </>
  );
}
