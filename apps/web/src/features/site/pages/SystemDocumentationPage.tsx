import { Anchor, Box, Container, Grid, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { contentStaleTime, fetchKnowledge, siteKeys } from "../site-api";
import type { KnowledgeRef } from "../types";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

interface Stage {
  id: string;
  title: string;
  intro: string;
  slugs: string[];
}

/** The help articles in the order a new customer meets them. */
const stages: Stage[] = [
  {
    id: "getting-started",
    title: "1. Getting started",
    intro:
      "You sign up, choose your company's web address and enter your organisation's details once. Business variables then carry those details into every document.",
    slugs: [
      "signing-up-and-choosing-your-subdomain",
      "completing-your-organisation-details",
      "using-business-variables",
    ],
  },
  {
    id: "documents",
    title: "2. Working with documents",
    intro:
      "Each package's documents are copied into your account. You edit them online, set review dates, export them and can restore anything deleted from the Bin.",
    slugs: [
      "editing-documents-and-saving-versions",
      "reviewing-documents",
      "exporting-to-pdf-and-word",
      "using-the-bin",
    ],
  },
  {
    id: "staff",
    title: "3. Staff and policies",
    intro:
      "You add employees, assign them the policies they must read with a due date, and see who has read and acknowledged each one.",
    slugs: ["assigning-policies-to-employees", "employee-acknowledgement"],
  },
  {
    id: "keeping-current",
    title: "4. Updates and system users",
    intro:
      "When we update a master document you are notified and decide how to bring the change into your version. Managers and office staff get their own logins with only the permissions they need.",
    slugs: ["handling-template-updates", "managing-system-users-and-permissions"],
  },
];

/** The articles grouped by stage, in stage order; articles no stage names go to "More guides". */
export function groupByStage(articles: KnowledgeRef[]): { stage: Stage; articles: KnowledgeRef[] }[] {
  const named = new Set(stages.flatMap((stage) => stage.slugs));
  const groups = stages.map((stage) => ({
    stage,
    articles: stage.slugs
      .map((slug) => articles.find((article) => article.slug === slug))
      .filter((article): article is KnowledgeRef => article !== undefined),
  }));
  const rest = articles.filter((article) => !named.has(article.slug));
  if (rest.length > 0) {
    groups.push({
      stage: { id: "more", title: "More guides", intro: "Other guides from the help centre.", slugs: [] },
      articles: rest,
    });
  }
  return groups.filter((group) => group.articles.length > 0);
}

/** /systemdocumentation: how the product works, stage by stage, built from the help articles. */
export function SystemDocumentationPage() {
  const query = useQuery({
    queryKey: siteKeys.knowledge("", 0, 100),
    queryFn: () => fetchKnowledge("", 0, 100),
    staleTime: contentStaleTime,
  });
  const groups = query.data ? groupByStage(query.data.list) : [];

  return (
    <>
      <PageHeader
        title="System Documentation"
        crumbs={[{ label: "System Documentation" }]}
        description="How Cloudoc works, from signing up to keeping your policies current. Each step links to its full guide in the Knowledgebase."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <nav aria-labelledby="toc-heading" className={classes.filterPanel}>
                <Text component="h2" id="toc-heading" fw={700} mb="xs" mt={0}>
                  On this page
                </Text>
                <List listStyleType="none" spacing={6} withPadding={false}>
                  <List.Item>
                    <Anchor href="#overview" size="sm">
                      Overview
                    </Anchor>
                  </List.Item>
                  {groups.map(({ stage }) => (
                    <List.Item key={stage.id}>
                      <Anchor href={`#${stage.id}`} size="sm">
                        {stage.title}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </nav>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Stack gap="xl">
                <section id="overview" aria-labelledby="overview-heading" style={{ scrollMarginTop: 90 }}>
                  <Title order={2} id="overview-heading" mb="sm">
                    Overview
                  </Title>
                  <Stack gap="sm" className={classes.prose}>
                    <Text>
                      Cloudoc keeps a library of master documents: policies, procedures and forms written by
                      our team for each type of care service and each UK nation. They are grouped into
                      packages, such as Care Home Policies (England).
                    </Text>
                    <Text>
                      When you subscribe to a package, its documents are copied into your own account on your
                      company's web address. Your copies are yours to edit; the master documents stay with us.
                    </Text>
                    <Text>
                      Your organisation's details are stored once as business variables and appear wherever a
                      document needs them. When a master document changes, you are told what changed and
                      choose how to bring the update into your copy.
                    </Text>
                    <Text>
                      People reach Cloudoc in three ways: the company owner, system users with the permissions
                      you give them, and employees, who sign in to read and acknowledge the policies you
                      assign.
                    </Text>
                  </Stack>
                </section>
                {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
                {query.isPending && <ListSkeleton count={4} height={140} label="Loading the documentation" />}
                {query.isSuccess && groups.length === 0 && (
                  <EmptyState title="The guides are not available yet" />
                )}
                {groups.map(({ stage, articles }) => (
                  <section
                    key={stage.id}
                    id={stage.id}
                    aria-labelledby={`${stage.id}-heading`}
                    style={{ scrollMarginTop: 90 }}
                  >
                    <Title order={2} id={`${stage.id}-heading`} mb="xs">
                      {stage.title}
                    </Title>
                    <Text mb="md" className={classes.prose}>
                      {stage.intro}
                    </Text>
                    <Stack gap="sm">
                      {articles.map((article) => (
                        <Paper key={article.slug} withBorder radius="md" p="md">
                          <Title order={3} size="h5" mb={4}>
                            {article.title}
                          </Title>
                          <Text size="sm" mb={6}>
                            {article.summary}
                          </Text>
                          <Anchor
                            component={Link}
                            to={{ pathname: "/knowledge", hash: article.slug }}
                            size="sm"
                            fw={600}
                            aria-label={`Read the guide: ${article.title}`}
                          >
                            Read the guide
                          </Anchor>
                        </Paper>
                      ))}
                    </Stack>
                  </section>
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
