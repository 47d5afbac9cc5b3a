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
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconBook2, IconSearch, IconVideo } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api";
import { Pager } from "../../../ui/ListStates";
import { IntroVideo, useIntroVideoUrl } from "../../home/IntroVideo";
import { contentStaleTime, fetchArticle, fetchKnowledge, siteKeys } from "../site-api";
import { ArticleVideos } from "../ui/ArticleVideos";
import { HtmlContent } from "../ui/HtmlContent";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

const pageSize = 12;

/** The video guides page (spec 000 §2 lists it under the company path only). */
const videoGuidesPath = "/company/knowledge/video";

/** Where the help centre lives: the public /knowledge, or /company/knowledge in the company app. */
export type KnowledgeBase = "/knowledge" | "/company/knowledge";

/** The article a help-centre address points at: /knowledge#using-the-bin → "using-the-bin". */
export function articleSlugFromHash(hash: string): string | null {
  const slug = decodeURIComponent(hash.replace(/^#/, "")).trim().toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? slug : null;
}

function ArticleView({ slug, base }: { slug: string; base: KnowledgeBase }) {
  const article = useQuery({
    queryKey: siteKeys.article(slug),
    queryFn: () => fetchArticle(slug),
    staleTime: contentStaleTime,
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 404) && count < 2,
  });
  const title = article.data?.title ?? "Help article";
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: "Knowledgebase", to: base }, { label: title }]}
        description={article.data?.summary}
      />
      <Box className={classes.section}>
        <Container size="md">
          {article.isPending && <ListSkeleton count={4} height={60} label="Loading the article" />}
          {article.isError &&
            (article.error instanceof ApiError && article.error.httpStatus === 404 ? (
              <EmptyState title="We could not find this article">
                It may have moved. See all the guides instead.
              </EmptyState>
            ) : (
              <ErrorState error={article.error} onRetry={() => void article.refetch()} />
            ))}
          {article.data && (
            <article aria-label={article.data.title}>
              <HtmlContent html={article.data.body} className={classes.prose} />
            </article>
          )}
          <Button
            component={Link}
            to={base}
            variant="default"
            mt="xl"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            All help articles
          </Button>
        </Container>
      </Box>
    </>
  );
}

function ArticleList({ base }: { base: KnowledgeBase }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: siteKeys.knowledge(debounced, (page - 1) * pageSize, pageSize),
    queryFn: () => fetchKnowledge(debounced, (page - 1) * pageSize, pageSize),
    placeholderData: keepPreviousData,
    staleTime: contentStaleTime,
  });
  const list = query.data?.list ?? [];

  return (
    <>
      <PageHeader
        title="Knowledgebase"
        documentTitle="Help centre"
        crumbs={[{ label: "Knowledgebase" }]}
        description="Step-by-step guides to every part of Cloudoc, from signing up to assigning policies to your staff."
      >
        <Group gap="md" align="flex-end" wrap="wrap">
          <search aria-label="Search the help articles" style={{ flex: "1 1 320px", maxWidth: 560 }}>
            <form onSubmit={(event) => event.preventDefault()}>
              <TextInput
                size="md"
                label="Search the help articles"
                placeholder="e.g. export, bin, employees"
                leftSection={<IconSearch size={18} aria-hidden="true" />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                maxLength={200}
              />
            </form>
          </search>
          <Button
            component={Link}
            to={videoGuidesPath}
            variant="outline"
            leftSection={<IconVideo size={18} aria-hidden="true" />}
          >
            Video guides
          </Button>
        </Group>
      </PageHeader>
      <Box className={classes.section}>
        <Container size="xl">
          <section aria-labelledby="articles-heading" aria-busy={query.isFetching}>
            <Title order={2} size="h4" id="articles-heading" mb="md" aria-live="polite">
              {query.isPlaceholderData
                ? "Searching …"
                : query.data
                  ? debounced
                    ? `${query.data.total} ${query.data.total === 1 ? "article matches" : "articles match"} “${debounced}”`
                    : `${query.data.total} help articles`
                  : "Help articles"}
            </Title>
            {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
            {query.isPending && (
              <ListSkeleton count={6} height={120} columns={3} label="Loading help articles" />
            )}
            {query.isSuccess && list.length === 0 && (
              <EmptyState
                title="No articles match your search"
                headingOrder={3}
                action={
                  <Anchor component={Link} to="/contact-us" state={{ topic: "help" }} fw={600}>
                    Ask our support team
                  </Anchor>
                }
              >
                Try another word, such as “policy” or “document”.
              </EmptyState>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {list.map((article) => (
                <Paper key={article.slug} withBorder radius="md" p="lg" className={classes.packageCard}>
                  <Stack gap="xs">
                    <IconBook2 size={26} aria-hidden="true" color="var(--mantine-color-brand-7)" />
                    <Title order={3} size="h5">
                      <Anchor
                        component={Link}
                        to={{ pathname: base, hash: article.slug }}
                        c="inherit"
                        fw={700}
                        className={classes.cardLink}
                      >
                        {article.title}
                      </Anchor>
                    </Title>
                    <Text size="sm">{article.summary}</Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
            {query.data && (
              <Pager
                page={page}
                mt="lg"
                size={pageSize}
                total={query.data.total}
                noun="articles"
                onChange={setPage}
              />
            )}
          </section>
        </Container>
      </Box>
    </>
  );
}

/** The help centre: the article list, or one article when the address has its slug after #. */
export function KnowledgeHub({ base }: { base: KnowledgeBase }) {
  const { hash } = useLocation();
  const slug = articleSlugFromHash(hash);
  return slug ? <ArticleView key={slug} slug={slug} base={base} /> : <ArticleList base={base} />;
}

/** The video guides page: the introduction video, and the written guides until more videos exist. */
export function KnowledgeVideos({ base }: { base: KnowledgeBase }) {
  const hasVideo = useIntroVideoUrl() !== null;
  const query = useQuery({
    queryKey: siteKeys.knowledge("", 0, 100),
    queryFn: () => fetchKnowledge("", 0, 100),
    staleTime: contentStaleTime,
  });
  return (
    <>
      <PageHeader
        title="Video guides"
        crumbs={[{ label: "Knowledgebase", to: base }, { label: "Video guides" }]}
        description={
          hasVideo
            ? "A short introduction to Cloudoc. Each topic also has a written, step-by-step guide."
            : "Our video guides are being recorded. Until they are ready, take the short tour below and follow the written, step-by-step guides."
        }
      />
      <Box className={classes.section}>
        <Container size="lg">
          <Stack gap="xl">
            <IntroVideo headingOrder={2} />
            <ArticleVideos articles={query.data?.list ?? []} />
            <section aria-labelledby="written-guides">
              <Title order={2} id="written-guides" mb="md">
                Written guides
              </Title>
              {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
              {query.isPending && <ListSkeleton count={4} height={40} label="Loading guides" />}
              {query.isSuccess && query.data.list.length === 0 && (
                <EmptyState title="No guides yet" headingOrder={3} />
              )}
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="xs"
                component="ul"
                style={{ listStyle: "none", padding: 0 }}
              >
                {(query.data?.list ?? []).map((article) => (
                  <li key={article.slug}>
                    <Anchor component={Link} to={{ pathname: base, hash: article.slug }} fw={600}>
                      {article.title}
                    </Anchor>
                  </li>
                ))}
              </SimpleGrid>
            </section>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export const KnowledgePage = () => <KnowledgeHub base="/knowledge" />;
export const CompanyKnowledgePage = () => <KnowledgeHub base="/company/knowledge" />;
export const KnowledgeVideoPage = () => <KnowledgeVideos base="/company/knowledge" />;
