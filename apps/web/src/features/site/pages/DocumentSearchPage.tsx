import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Pager } from "../../../ui/ListStates";
import {
  emptyLibraryQuery,
  libraryPageSize,
  libraryQueryFromState,
  libraryQueryToString,
} from "../library-query";
import { useTaxonomy } from "../queries";
import { fetchLibrary, siteKeys } from "../site-api";
import type { LibraryFile } from "../types";
import { KindBadge } from "../ui/KindBadge";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { CountryFlag } from "../ui/PackageCard";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import { useRememberedState } from "../use-remembered-state";

function LibraryItem({ file }: { file: LibraryFile }) {
  return (
    <li className={classes.docRow}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <span className={classes.policyNumber}>{file.policyNumber}</span>
        <Title order={3} size="h5" fw={700}>
          {file.name}
        </Title>
        <KindBadge kind={file.kind} />
      </Group>
      {file.summary && (
        <Text size="sm" mt={4}>
          {file.summary}
        </Text>
      )}
      <Group gap="xs" mt={6} wrap="wrap">
        <Group gap={4}>
          <CountryFlag flag={file.country.flag} size={16} />
          <Text size="xs" c="dimmed">
            {file.country.name}
          </Text>
        </Group>
      </Group>
      {file.packages.length > 0 && (
        <Text size="xs" c="dimmed" mt={2}>
          Included in {file.packages.join(", ")}
        </Text>
      )}
    </li>
  );
}

interface DocumentSearchProps {
  /** "library": /documentlibrary, browsing by title until a search; "results": /document-search. */
  variant: "library" | "results";
}

/** Document Search (`POST /company/documentlibrary/getdata`): country, category, search and paging. */
export function DocumentSearch({ variant }: DocumentSearchProps) {
  const [query, setQuery] = useRememberedState("library", libraryQueryFromState, libraryQueryToString);
  const [text, setText] = useState(query.search);
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => setText(query.search), [query.search]);
  const countries = useTaxonomy("country");
  const categories = useTaxonomy("category");
  const waitingForSearch = variant === "results" && query.search === "";
  const results = useQuery({
    queryKey: siteKeys.library(query),
    queryFn: () => fetchLibrary(query),
    placeholderData: keepPreviousData,
    enabled: !waitingForSearch,
  });

  // Spec 000 §5: the search updates the list only when its text is not empty.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search === "") {
      setHint("Type a word or a policy number to search.");
      return;
    }
    setHint(null);
    setQuery({ ...query, search, page: 1 });
  };
  const list = results.data?.list ?? [];
  const total = results.data?.total ?? 0;

  const form = (
    <Paper withBorder p="md" radius="md">
      <search aria-label="Document Search">
        <form onSubmit={submit}>
          <Grid gap="md" align="flex-end">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TextInput
                label="Search documents"
                placeholder="e.g. medication, safeguarding, ENG-CD-03"
                leftSection={<IconSearch size={18} aria-hidden="true" />}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={hint}
                maxLength={200}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <NativeSelect
                label="Country"
                value={query.country}
                onChange={(event) => setQuery({ ...query, country: event.currentTarget.value, page: 1 })}
                data={[
                  { value: "", label: "All countries" },
                  ...(countries.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NativeSelect
                label="Service type"
                value={query.category}
                onChange={(event) => setQuery({ ...query, category: event.currentTarget.value, page: 1 })}
                data={[
                  { value: "", label: "All service types" },
                  ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 2 }}>
              <Group gap="xs" grow>
                <Button type="submit">Search</Button>
                {(query.search || query.country || query.category) && (
                  <Button
                    variant="default"
                    onClick={() => {
                      setText("");
                      setHint(null);
                      setQuery(emptyLibraryQuery);
                    }}
                  >
                    Clear
                  </Button>
                )}
              </Group>
            </Grid.Col>
          </Grid>
        </form>
      </search>
    </Paper>
  );

  const heading = results.isPlaceholderData
    ? "Searching …"
    : query.search
      ? `${total} ${total === 1 ? "document" : "documents"} for “${query.search}”`
      : variant === "library"
        ? `${total} ${total === 1 ? "document" : "documents"}`
        : "Search results";

  return (
    <Stack gap="lg">
      {form}
      <section aria-labelledby="library-results" aria-busy={results.isFetching}>
        <Title order={2} size="h4" id="library-results" mb="sm" aria-live="polite">
          {results.data || waitingForSearch ? heading : "Documents"}
        </Title>
        {waitingForSearch && (
          <EmptyState title="Search the library" headingOrder={3}>
            Type a word or a policy number above, for example “medication” or “safeguarding”.
          </EmptyState>
        )}
        {results.isError && <ErrorState error={results.error} onRetry={() => void results.refetch()} />}
        {results.isPending && !waitingForSearch && <ListSkeleton count={5} height={72} label="Searching" />}
        {results.isSuccess && list.length === 0 && (
          <EmptyState title="No documents found" headingOrder={3}>
            Nothing matched{query.search ? ` “${query.search}”` : ""}. Try another word, or choose all
            countries and service types.
          </EmptyState>
        )}
        {list.length > 0 && (
          <Paper withBorder radius="md">
            <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {list.map((file) => (
                <LibraryItem key={file._id} file={file} />
              ))}
            </ul>
          </Paper>
        )}
        {results.data && (
          <Pager
            page={query.page}
            mt="lg"
            size={libraryPageSize}
            total={total}
            noun="documents"
            onChange={(page) => {
              setQuery({ ...query, page });
              document.getElementById("library-results")?.scrollIntoView({ block: "start" });
            }}
          />
        )}
      </section>
    </Stack>
  );
}

/** /documentlibrary: Document Search over the whole library. */
export function DocumentLibraryPage() {
  return (
    <>
      <PageHeader
        title="Document Search"
        documentTitle="Document Library"
        crumbs={[{ label: "Document Library" }]}
        description="Search every policy, procedure and form in the Cloudoc library by title, policy number or subject, and see which packages include it."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <DocumentSearch variant="library" />
        </Container>
      </Box>
    </>
  );
}

/** /document-search: the same search, as a results page. */
export function DocumentSearchPage() {
  return (
    <>
      <PageHeader
        title="Document search"
        crumbs={[{ label: "Document Library", to: "/documentlibrary" }, { label: "Search" }]}
        description="Find a document in the library by its title, policy number or subject."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <DocumentSearch variant="results" />
        </Container>
      </Box>
    </>
  );
}
