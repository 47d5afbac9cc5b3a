import { homeSubscriptionCount } from "@cloudoc/contract";
import { Box, Button, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { emptyFilters } from "../site/package-filters";
import { usePackages } from "../site/queries";
import { Carousel } from "./Carousel";
import { rating, reviewCount } from "./content";
import classes from "./HomePage.module.css";
import { demoState, Stars } from "./Stars";

/**
 * Banner variant 1 of spec 000 §2: an image carousel (the settings' bannerImg, else the first
 * packages' pictures), the rating text, Book A Demo and Buy Now.
 */
export default function BannerCarousel({ images }: { images: readonly string[] }) {
  const packages = usePackages(emptyFilters, homeSubscriptionCount);
  const slides =
    images.length > 0
      ? images.map((src, index) => ({
          key: src,
          content: (
            <img
              src={src}
              alt=""
              className={classes.bannerImage}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          ),
        }))
      : (packages.data?.list ?? []).map((pkg) => ({
          key: pkg._id,
          content: (
            <figure className={classes.bannerFigure}>
              <img src={pkg.subscription_image} alt="" width={240} height={160} />
              <figcaption>{pkg.name}</figcaption>
            </figure>
          ),
        }));

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" py={{ base: 48, md: 72 }}>
        <Grid gap={{ base: 32, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Title id="home-title" order={1} className={classes.heroTitle}>
                Compliance policies and procedures for UK care providers
              </Title>
              <Group gap="xs">
                <Stars />
                <Text fw={600}>
                  Rated {rating} from {reviewCount}
                </Text>
              </Group>
              <Text size="xl" maw={560}>
                Ready-to-use, up-to-date documents for your service and regulator, filled with your
                organisation's details.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/contact-us" state={demoState} size="lg" variant="outline">
                  Book A Demo
                </Button>
                <Button component={Link} to="/subscription-list" size="lg">
                  Buy Now
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {slides.length > 0 ? (
              <div className={classes.bannerCarousel}>
                <Carousel label="Cloudoc at a glance" slides={slides} />
              </div>
            ) : (
              <div className={classes.bannerCarouselEmpty} />
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
