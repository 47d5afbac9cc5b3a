import type { DocumentListItem } from "@cloudoc/contract";
import { pageSizes } from "@cloudoc/contract";
import { Button, Container, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChecklist, IconCircleCheck, IconClockEdit, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { type DocumentListKind, fetchDocumentList, listKeys } from "../api";
import { AutoUpdatePanel } from "../ui/AutoUpdatePanel";
import { DocumentTable } from "../ui/DocumentTable";
import { ReviewModal, type ReviewTarget } from "../ui/ReviewModal";

interface ListView {
  kind: DocumentListKind;
  path: string;
  tab: string;
  title: string;
  intro: string;
  empty: { title: string; text: string; icon: ReactNode };
  /** Whether rows can be marked reviewed (singly and in bulk). */
  reviewable: boolean;
}

const views: Record<DocumentListKind, ListView> = {
  needreview: {
    kind: "needreview",
    path: "/company/documents/need-review",
    tab: "Need review",
    title: "Documents needing review",
    intro: "Documents whose review date has passed or falls within the next 30 days, soonest first.",
    empty: {
      title: "Nothing needs a review",
      text: "Every document's review date is more than 30 days away. Documents appear here as their review comes up.",
      icon: <IconCircleCheck size={30} />,
    },
    reviewable: true,
  },
  uptodate: {
    kind: "uptodate",
    path: "/company/documents/uptodate",
    tab: "Up to date",
    title: "Up-to-date documents",
    intro: "Documents that have been reviewed and are not due for review in the next 30 days.",
    empty: {
      title: "No documents are up to date yet",
      text: "Documents show here once they are reviewed and their next review is more than 30 days away.",
      icon: <IconChecklist size={30} />,
    },
    reviewable: false,
  },
  recent: {
    kind: "recent",
    path: "/company/documents/recent-updates",
    tab: "Recent updates",
    title: "Recent updates",
    intro: "Documents changed most recently, newest first, with who changed them.",
    empty: {
      title: "No documents yet",
      text: "Documents you create, edit or review will be listed here, newest first.",
      icon: <IconClockEdit size={30} />,
    },
    reviewable: false,
  },
};

const tabOrder: DocumentListKind[] = ["needreview", "uptodate", "recent"];

/** Links between the three lists. */
function ListLinks({ current }: { current: DocumentListKind }) {
  return (
    <nav aria-label="Document lists">
      <Group gap="xs">
        {tabOrder.map((kind) => (
          <Button
            key={kind}
            component={Link}
            to={views[kind].path}
            size="sm"
            radius="xl"
            variant={kind === current ? "filled" : "default"}
            aria-current={kind === current ? "page" : undefined}
          >
            {views[kind].tab}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/**
 * One of the three lists of spec 001 §2 (/documents/need-review, /documents/uptodate,
 * /documents/recent-updates): 10 to a page, searched by name or policy number; documents needing
 * review can be marked reviewed one by one or in bulk.
 */
export function DocumentListPage({ kind }: { kind: DocumentListKind }) {
  const view = views[kind];
  const size = kind === "recent" ? pageSizes.recentUpdates : pageSizes.documents;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const list = useQuery({
    queryKey: listKeys.list(kind, page, search),
    queryFn: () => fetchDocumentList(kind, page, search),
    placeholderData: keepPreviousData,
  });
  const documents = list.data?.list ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      documents.every((d) => current.has(d._id)) ? new Set() : new Set(documents.map((d) => d._id)),
    );
  const reviewOne = (document: DocumentListItem) =>
    setReviewing({ ids: [document._id], name: document.name });

  return (
    <Container size="xl" px={0}>
      <title>{`${view.title} | Cloudoc`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{view.title}</Title>
          <Text c="dimmed">{view.intro}</Text>
        </Stack>
        <ListLinks current={kind} />
        {kind === "recent" && <AutoUpdatePanel />}
        <Group justify="space-between" align="flex-end" gap="md">
          <TextInput
            label="Search"
            placeholder="Document name or policy number"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: "100%", sm: 340 }}
          />
          {view.reviewable && selected.size > 0 && (
            <Group gap="sm">
              <Text size="sm" aria-live="polite">
                {selected.size} selected
              </Text>
              <Button variant="default" onClick={() => setSelected(new Set())}>
                Clear
              </Button>
              <Button onClick={() => setReviewing({ ids: [...selected] })}>Mark selected reviewed</Button>
            </Group>
          )}
        </Group>

        {list.isPending && <LoadingRows label="Loading documents" />}
        {list.isError && (
          <LoadError
            title="The documents could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && documents.length === 0 && (
          <EmptyState
            icon={view.empty.icon}
            title={search ? "No documents match your search" : view.empty.title}
            actions={
              <Button component={Link} to="/company/documents" variant="light">
                Go to documents
              </Button>
            }
          >
            {search ? "Try another name or policy number." : view.empty.text}
          </EmptyState>
        )}
        {documents.length > 0 && (
          <Stack gap="md" aria-busy={list.isFetching}>
            <DocumentTable
              caption={view.title}
              documents={documents}
              selection={view.reviewable ? { selected, onToggle: toggle, onToggleAll: toggleAll } : undefined}
              onReview={view.reviewable ? reviewOne : undefined}
            />
            <Pager
              page={page}
              size={size}
              shown={documents.length}
              total={list.data?.total ?? 0}
              noun="documents"
              onChange={setPage}
            />
          </Stack>
        )}
      </Stack>
      <ReviewModal
        target={reviewing}
        onClose={() => setReviewing(null)}
        onDone={() => setSelected(new Set())}
      />
    </Container>
  );
}

export const NeedReviewPage = () => <DocumentListPage kind="needreview" />;
export const UpToDatePage = () => <DocumentListPage kind="uptodate" />;
export const RecentUpdatesPage = () => <DocumentListPage kind="recent" />;
