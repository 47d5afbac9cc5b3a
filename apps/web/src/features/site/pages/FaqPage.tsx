import { Accordion, Anchor, Box, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { slugify } from "../../catalogue/menu-data";
import { contentStaleTime, fetchFaqs, siteKeys } from "../site-api";
import type { Faq } from "../types";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

/** The questions in the server's order, grouped by category in the order `categories` gives. */
export function groupFaqs(list: Faq[], categories: string[]): { category: string; faqs: Faq[] }[] {
  const order = [...categories, ...list.map((faq) => faq.category).filter((c) => !categories.includes(c))];
  return [...new Set(order)]
    .map((category) => ({ category, faqs: list.filter((faq) => faq.category === category) }))
    .filter((group) => group.faqs.length > 0);
}

/** /faq: the questions grouped by category, searchable, in an accordion (buttons with aria-expanded). */
export function FaqPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: siteKeys.faqs(debounced),
    queryFn: () => fetchFaqs(debounced),
    placeholderData: keepPreviousData,
    staleTime: contentStaleTime,
  });
  const groups = query.data ? groupFaqs(query.data.list, query.data.categories) : [];
  const count = query.data?.list.length ?? 0;

  return (
    <>
      <PageHeader
        title="Frequently asked questions"
        documentTitle="FAQs"
        crumbs={[{ label: "FAQs" }]}
        description="Answers to the questions care providers ask us most."
      >
        <search aria-label="Search the FAQs">
          <form onSubmit={(event) => event.preventDefault()}>
            <TextInput
              size="md"
              maw={560}
              label="Search the questions"
              placeholder="e.g. subdomain, updates, employees"
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maxLength={200}
            />
          </form>
        </search>
      </PageHeader>
      <Box className={classes.section}>
        <Container size="md">
          <Text size="sm" c="dimmed" mb="md" aria-live="polite">
            {query.isPlaceholderData
              ? "Searching …"
              : query.data
                ? debounced
                  ? `${count} ${count === 1 ? "question matches" : "questions match"} “${debounced}”`
                  : `${count} questions`
                : ""}
          </Text>
          {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending && <ListSkeleton count={6} height={52} label="Loading questions" />}
          {query.isSuccess && count === 0 && (
            <EmptyState
              title="No questions match your search"
              action={
                <Anchor component={Link} to="/contact-us" state={{ topic: "help" }} fw={600}>
                  Ask us instead
                </Anchor>
              }
            >
              Try another word, or send us your question.
            </EmptyState>
          )}
          <Stack gap="xl" aria-busy={query.isFetching}>
            {groups.map((group) => (
              <section key={group.category} aria-labelledby={`faq-${slugify(group.category)}`}>
                <Title order={2} size="h3" id={`faq-${slugify(group.category)}`} mb="sm">
                  {group.category}
                </Title>
                <Accordion variant="separated" radius="md" multiple chevronPosition="right" order={3}>
                  {group.faqs.map((faq) => (
                    <Accordion.Item key={faq._id} value={faq._id}>
                      <Accordion.Control>
                        <Text fw={600}>{faq.question}</Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Text>{faq.answer}</Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
