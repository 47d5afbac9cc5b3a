import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconArrowRight, IconCircleCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { featureFromState, featurePages, featureSections } from "../content/features";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

/** /features: System Features, Document Management, Integrations and Compatibility, Subscription Features. */
export function FeaturesPage() {
  const location = useLocation();
  const focus = featureFromState(location.state);

  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(`feature-${focus}`);
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [focus]);

  return (
    <>
      <PageHeader
        title="System Features"
        crumbs={[{ label: "System Features" }]}
        description="Cloudoc gives care providers a complete, current policy library and the tools to adapt it, share it with staff and show inspectors it is under control."
      >
        <nav aria-label="Feature groups">
          <Group gap="xs" wrap="wrap">
            {featureSections.map((section) => (
              <Button key={section.slug} component="a" href={`#${section.slug}`} variant="default" size="xs">
                {section.title}
              </Button>
            ))}
          </Group>
        </nav>
      </PageHeader>
      {featureSections.map((section, index) => (
        <Box
          component="section"
          key={section.slug}
          id={section.slug}
          aria-labelledby={`${section.slug}-heading`}
          className={`${classes.section} ${index % 2 === 1 ? classes.muted : ""}`}
          style={{ scrollMarginTop: 80 }}
        >
          <Container size="xl">
            <Stack gap={4} mb="lg">
              <Title order={2} id={`${section.slug}-heading`}>
                {section.title}
              </Title>
              <Text size="lg" c="dark.6">
                {section.intro}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {section.items.map((item) => (
                <Paper
                  key={item.slug}
                  id={`feature-${item.slug}`}
                  tabIndex={focus === item.slug ? -1 : undefined}
                  withBorder
                  radius="md"
                  p="lg"
                  className={`${classes.featureItem} ${focus === item.slug ? classes.highlight : ""}`}
                >
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <ThemeIcon variant="light" radius="xl" size={32} aria-hidden="true">
                      <IconCircleCheck size={20} aria-hidden="true" />
                    </ThemeIcon>
                    <Stack gap={4}>
                      <Title order={3} size="h5">
                        {item.title}
                      </Title>
                      <Text size="sm">{item.description}</Text>
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      ))}
      <Box component="section" aria-labelledby="more-heading" className={classes.section}>
        <Container size="xl">
          <Title order={2} id="more-heading" mb="lg">
            Find out more
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {featurePages.map((page) => (
              <Paper key={page.to} withBorder radius="md" p="lg">
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    {page.title}
                  </Title>
                  <Text size="sm">{page.text}</Text>
                  <Anchor component={Link} to={page.to} fw={600}>
                    <Group gap={4} component="span">
                      Read about {page.title.toLowerCase()}
                      <IconArrowRight size={16} aria-hidden="true" />
                    </Group>
                  </Anchor>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
