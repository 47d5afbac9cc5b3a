import {
  groupPhone,
  homeSubscriptionCount,
  phoneHref,
  supportHoursParts,
  trialOfferActive,
  trialPeriodLabel,
} from "@cloudoc/contract";
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconArrowRight,
  IconBrandAndroid,
  IconBrandApple,
  IconCircleCheck,
  IconDeviceMobile,
  IconEye,
  IconFileText,
  IconGift,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { supportHoursText, useSiteSettings } from "../../app/site-settings";
import { formatDate } from "../../lib/format";
import { slugify } from "../catalogue/menu-data";
import { emptyFilters } from "../site/package-filters";
import { offerSettingsOf, packagePriceView } from "../site/price-view";
import { useNow, useOffer, usePackages } from "../site/queries";
import {
  contentStaleTime,
  fetchBlogs,
  fetchSamples,
  fetchTestimonials,
  fetchUpdates,
  siteKeys,
} from "../site/site-api";
import type { SampleDocument } from "../site/types";
import { Countdown } from "../site/ui/Countdown";
import { HtmlContent } from "../site/ui/HtmlContent";
import { KindBadge } from "../site/ui/KindBadge";
import { EmptyState, ErrorState, ListSkeleton } from "../site/ui/ListStates";
import { PackageCard } from "../site/ui/PackageCard";
import { RatingStars } from "../site/ui/RatingStars";
import { appStoreLinks } from "./app-links";
import { Carousel } from "./Carousel";
import { featureTabs, rating, reviewCount, trustedBy } from "./content";
import classes from "./HomePage.module.css";
import { IntroVideo } from "./IntroVideo";
import { demoState, Stars } from "./Stars";

const SamplePreviewModal = lazy(() => import("./SamplePreviewModal"));

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <Stack gap="xs" mb="xl">
      <Title order={2} id={id}>
        {title}
      </Title>
      {intro && (
        <Text size="lg" maw={720}>
          {intro}
        </Text>
      )}
    </Stack>
  );
}

/** Trusted-by: the figures of spec 000 §1 and the testimonials, one at a time (2000 ms). */
function TrustedBy() {
  const { supportHours } = useSiteSettings();
  const hours = supportHours && supportHoursParts(supportHours);
  const testimonials = useQuery({
    queryKey: siteKeys.testimonials,
    queryFn: fetchTestimonials,
    staleTime: contentStaleTime,
  });
  const items = [
    { value: rating, label: `rating from ${reviewCount}` },
    { value: trustedBy, label: "trust Cloudoc with their policies" },
    ...(hours ? [{ value: hours.times, label: `support, ${hours.days}` }] : []),
  ];
  return (
    <Box component="section" className={classes.band} aria-labelledby="home-trusted">
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <Title order={2} id="home-trusted" ta="center" c="white" mb="lg">
          Trusted by {trustedBy}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb="xl">
          {items.map((item) => (
            <Stack key={item.value} gap={4} align="center" ta="center">
              <span className={classes.bandValue}>{item.value}</span>
              <Text c="white">{item.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        {testimonials.isError && <Text ta="center">The testimonials could not be loaded.</Text>}
        {testimonials.data && testimonials.data.length > 0 && (
          <div className={classes.quotes}>
            <Carousel
              label="What our customers say"
              slides={testimonials.data.map((t) => ({
                key: t._id,
                content: (
                  <figure className={classes.quote}>
                    <RatingStars value={t.rating} />
                    <blockquote>“{t.quote}”</blockquote>
                    <figcaption>
                      <strong>{t.name}</strong>, {t.role}, {t.organisation}
                    </figcaption>
                  </figure>
                ),
              }))}
            />
          </div>
        )}
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
        <SectionHeading
          id="home-features"
          title="Everything you need to manage your policies"
          intro="One place to adapt, review, share and keep your documents up to date, and to make sure your staff have read them."
        />
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

/** The trial promo banner and the exclusive offer section; nothing at all when no offer is on. */
function Offers() {
  const settings = useSiteSettings();
  const offer = useOffer();
  const now = useNow();
  const offerSettings = offerSettingsOf(settings);
  const trial =
    offerSettings && trialOfferActive(offerSettings, now) ? trialPeriodLabel(offerSettings, now) : null;
  const packageOffer = offer.data?.packageOfferActive ? offer.data : null;
  if (!trial && !packageOffer) return null;

  return (
    <Box component="section" className={classes.section} aria-label="Offers">
      <Container size="xl">
        <Stack gap="lg">
          {trial && (
            <Paper radius="lg" p={{ base: "lg", md: "xl" }} className={classes.trial}>
              <Group justify="space-between" gap="lg" wrap="wrap">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={48} radius="xl" color="white" variant="white" aria-hidden="true">
                    <IconGift size={26} aria-hidden="true" color="var(--mantine-color-brand-8)" />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Title order={2} size="h3" c="white">
                      Try Cloudoc free for {trial}
                    </Title>
                    <Text c="white">
                      {settings.trialExpirytitle ||
                        "Start on a free trial: your add-ons cost nothing until the trial ends."}
                    </Text>
                  </Stack>
                </Group>
                <Button component={Link} to="/subscription-list" variant="white" color="brand" size="md">
                  Start your free trial
                </Button>
              </Group>
            </Paper>
          )}
          {packageOffer && (
            <Paper radius="lg" p={{ base: "lg", md: "xl" }} withBorder className={classes.offer}>
              <Group justify="space-between" gap="lg" wrap="wrap" align="center">
                <Stack gap="xs" maw={640}>
                  <Badge color="red" variant="filled" w="fit-content">
                    Exclusive offer
                  </Badge>
                  <Title order={2} size="h3">
                    {packageOffer.offertitle || `${packageOffer.packageDiscountPercent}% off policy packages`}
                  </Title>
                  <Text>
                    Save {packageOffer.packageDiscountPercent}% on the licence fee of{" "}
                    {packageOffer.packages.length > 0
                      ? `${packageOffer.packages.length} ${packageOffer.packages.length === 1 ? "package" : "packages"}`
                      : "every package"}{" "}
                    while the offer lasts.
                  </Text>
                  <Countdown expiry={packageOffer.offerExpiry} tone="dark" />
                </Stack>
                <Button
                  component={Link}
                  to="/subscription-list"
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  See the offer
                </Button>
              </Group>
            </Paper>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function SampleList({
  title,
  samples,
  onPreview,
}: {
  title: string;
  samples: SampleDocument[];
  onPreview: (sample: SampleDocument) => void;
}) {
  if (samples.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {samples.map((sample) => (
          <li key={sample.number} className={classes.sampleRow}>
            <IconFileText size={22} aria-hidden="true" color="var(--mantine-color-brand-7)" />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{sample.title}</Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  Sample {sample.number} · {sample.policyNumber}
                </Text>
                <KindBadge kind={sample.kind} />
              </Group>
            </div>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => onPreview(sample)}
              aria-label={`Preview: ${sample.title}`}
            >
              Preview
            </Button>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** Sample policies and record forms, each with a preview (the template's summary). */
function Samples() {
  const samples = useQuery({
    queryKey: siteKeys.samples,
    queryFn: fetchSamples,
    staleTime: contentStaleTime,
  });
  const [preview, setPreview] = useState<SampleDocument | null>(null);
  const list = samples.data ?? [];
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-samples">
      <Container size="xl">
        <SectionHeading
          id="home-samples"
          title="Sample policies and record forms"
          intro="See the quality of our documents before you buy. Preview any sample, or download all eight with your organisation's details in them."
        />
        {samples.isError && <ErrorState error={samples.error} onRetry={() => void samples.refetch()} />}
        {samples.isPending && <ListSkeleton count={2} height={280} columns={2} label="Loading samples" />}
        {samples.isSuccess && list.length === 0 && <EmptyState title="No samples yet" headingOrder={3} />}
        {list.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SampleList
              title="Sample policies"
              samples={list.filter((s) => s.kind !== "form")}
              onPreview={setPreview}
            />
            <SampleList
              title="Sample record forms"
              samples={list.filter((s) => s.kind === "form")}
              onPreview={setPreview}
            />
          </SimpleGrid>
        )}
        <Group justify="center" mt="xl">
          <Button component={Link} to="/download/sample/documents" size="md">
            Download free samples
          </Button>
        </Group>
      </Container>
      {preview && (
        <Suspense fallback={null}>
          <SamplePreviewModal sample={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </Box>
  );
}

/** Packages and Pricing: the first 3 subscriptions, each with Add To Cart and View Details. */
function Packages() {
  const packages = usePackages(emptyFilters, homeSubscriptionCount);
  const settings = useSiteSettings();
  const now = useNow();
  const list = packages.data?.list ?? [];
  return (
    <Box
      component="section"
      className={`${classes.section} ${classes.muted}`}
      aria-labelledby="home-packages"
    >
      <Container size="xl">
        <SectionHeading
          id="home-packages"
          title="Packages and Pricing"
          intro="A one-off licence for the package that fits your service, then Monthly Access or the Annual Plan."
        />
        {packages.isError && <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />}
        {packages.isPending && <ListSkeleton count={3} height={420} columns={3} label="Loading packages" />}
        {packages.isSuccess && list.length === 0 && (
          <EmptyState title={packages.data.response || "No Subscription Found"} headingOrder={3} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.map((pkg) => (
            <PackageCard
              key={pkg._id}
              pkg={pkg}
              view={packagePriceView(settings, pkg, now, { home: true })}
            />
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Button component={Link} to="/subscription-list" variant="outline" size="md">
            See all packages
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

/** The latest document updates, newest first. */
function Updates() {
  const updates = useQuery({
    queryKey: siteKeys.updates(0, 5),
    queryFn: () => fetchUpdates(0, 5),
    staleTime: contentStaleTime,
  });
  const list = updates.data?.list ?? [];
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-updates">
      <Container size="xl">
        <SectionHeading
          id="home-updates"
          title="Latest document updates"
          intro="We keep the master documents in step with legislation and guidance. These are the most recent changes."
        />
        {updates.isError && <ErrorState error={updates.error} onRetry={() => void updates.refetch()} />}
        {updates.isPending && <ListSkeleton count={5} height={56} label="Loading updates" />}
        {updates.isSuccess && list.length === 0 && <EmptyState title="No updates yet" headingOrder={3} />}
        {list.length > 0 && (
          <Paper withBorder radius="lg">
            <ul className={classes.updates}>
              {list.map((update) => (
                <li key={update._id}>
                  <time dateTime={update.updated_at} className={classes.updateDate}>
                    {formatDate(update.updated_at)}
                  </time>
                  <div>
                    <Text fw={700}>
                      {update.filename}{" "}
                      <Text span size="xs" c="dimmed" fw={500}>
                        {update.policyNumber}
                      </Text>
                    </Text>
                    <Text size="sm" lineClamp={2}>
                      {update.summary}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          </Paper>
        )}
        <Group justify="center" mt="lg">
          <Anchor component={Link} to="/document-updates" fw={600}>
            See every update
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}

/** Blog posts from the WordPress-style feed; an empty state when there are none. */
function Blog() {
  const blogs = useQuery({ queryKey: siteKeys.blogs, queryFn: fetchBlogs, staleTime: contentStaleTime });
  const settings = useSiteSettings();
  const list = (blogs.data ?? []).slice(0, 3);
  return (
    <Box component="section" className={`${classes.section} ${classes.muted}`} aria-labelledby="home-blog">
      <Container size="xl">
        <SectionHeading id="home-blog" title="From our blog" />
        {blogs.isError && <ErrorState error={blogs.error} onRetry={() => void blogs.refetch()} />}
        {blogs.isPending && <ListSkeleton count={3} height={260} columns={3} label="Loading blog posts" />}
        {blogs.isSuccess && list.length === 0 && (
          <EmptyState title="No blog posts yet" headingOrder={3}>
            News and guidance for care providers will appear here.
          </EmptyState>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.map((post) => (
            <Paper key={post.id} component="article" withBorder radius="lg" className={classes.post}>
              {post.featured_media && (
                <img
                  src={post.featured_media}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={classes.postImage}
                />
              )}
              <Stack gap="xs" p="lg">
                {post.date && (
                  <Text size="xs" c="dimmed">
                    <time dateTime={post.date}>{formatDate(post.date)}</time>
                  </Text>
                )}
                <Title order={3} size="h4">
                  {post.title}
                </Title>
                <HtmlContent html={post.excerpt} className={classes.excerpt} />
                <Anchor href={post.link} target="_blank" rel="noopener noreferrer" fw={600}>
                  Read more<VisuallyHidden>: {post.title} (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {settings.blog_url && list.length > 0 && (
          <Group justify="center" mt="lg">
            <Anchor href={settings.blog_url} target="_blank" rel="noopener noreferrer" fw={600}>
              Visit the blog<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Group>
        )}
      </Container>
    </Box>
  );
}

/** The employee app: store links from the settings if there are any, else what the app does. */
function EmployeeApp() {
  const settings = useSiteSettings();
  const links = appStoreLinks(settings as Record<string, unknown>);
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-app">
      <Container size="xl">
        <Paper radius="lg" p={{ base: "lg", md: 48 }} className={classes.app}>
          <Group gap="xl" wrap="wrap" align="center">
            <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
              <IconDeviceMobile size={40} aria-hidden="true" />
            </ThemeIcon>
            <Stack gap="xs" style={{ flex: "1 1 420px" }}>
              <Title order={2} id="home-app">
                The employee app
              </Title>
              <Text size="lg">
                Your staff read and acknowledge the policies you assign them from their phone, and get a
                reminder when a policy is waiting. They sign in with the same account they use on your Cloudoc
                web address.
              </Text>
              {links.length > 0 && (
                <Group gap="md" mt="xs">
                  {links.map((link) => (
                    <Button
                      key={link.href}
                      component="a"
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="default"
                      leftSection={
                        link.label.includes("Apple") || link.label.includes("App Store") ? (
                          <IconBrandApple size={18} aria-hidden="true" />
                        ) : (
                          <IconBrandAndroid size={18} aria-hidden="true" />
                        )
                      }
                    >
                      {link.label}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          </Group>
        </Paper>
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
              Not sure which policies you need? Our team is here to help
              {settings.supportHours ? `: ${supportHoursText(settings)}.` : "."}
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
            <Group gap={6} justify="center">
              <Stars />
              <Text size="sm">
                Rated {rating} from {reviewCount}
              </Text>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/** Everything on the home page below the category tiles (spec 000 §2 Home page), in its order. */
export default function HomeSections() {
  return (
    <>
      <TrustedBy />
      <Box component="div" className={classes.section}>
        <Container size="lg">
          <IntroVideo />
        </Container>
      </Box>
      <Features />
      <Offers />
      <Samples />
      <Packages />
      <Updates />
      <Blog />
      <EmployeeApp />
      <TalkToUs />
    </>
  );
}
