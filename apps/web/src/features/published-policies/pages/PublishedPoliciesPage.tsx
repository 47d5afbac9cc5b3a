import type { PublishedPolicy } from "@cloudoc/contract";
import { Button, Container, Paper, Stack, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconWorld, IconWorldUpload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { pageAfterRemoval } from "../../../lib/list-rules";
import { toast } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { PageHeading } from "../../../ui/PageHeading";
import { EmptyState, errorText, LoadError } from "../../../ui/States";
import { useViewer } from "../../employees/use-viewer";
import { fetchPublished, publishedKeys, publishedPageSize, unpublish } from "../published-api";
import { canManagePublished } from "../published-rules";
import { PublishDialog } from "../ui/PublishDialog";
import { PublishedList } from "../ui/PublishedList";
import { ShowOnSiteCard } from "../ui/ShowOnSiteCard";

/**
 * /company/publishedpolicies (spec 001 §2, §7; spec 000 §9: 20 a page): the documents shown on the
 * company's site, publish and remove, and the showPoliciesonSite switch.
 */
export function PublishedPoliciesPage() {
  const queryClient = useQueryClient();
  const canManage = canManagePublished(useViewer());
  const [page, setPage] = useState(1);
  const [publishing, publishDialog] = useDisclosure(false);
  const [removing, setRemoving] = useState<PublishedPolicy | null>(null);
  const list = useQuery({
    queryKey: publishedKeys.list(page),
    queryFn: () => fetchPublished(page),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const remove = useMutation({
    mutationFn: (item: PublishedPolicy) => unpublish(item._id),
    onSuccess: async (message) => {
      toast(message, "success");
      setRemoving(null);
      setPage((current) => pageAfterRemoval(current, total, 1, publishedPageSize));
      await queryClient.invalidateQueries({ queryKey: publishedKeys.all });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const publishButton = canManage && (
    <Button leftSection={<IconWorldUpload size={18} aria-hidden="true" />} onClick={publishDialog.open}>
      Publish a document
    </Button>
  );
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Public Policies"
          description="Choose which of your documents anyone can read on your organisation's own site, for example your complaints or safeguarding policy."
          actions={publishButton || undefined}
        />
        <ShowOnSiteCard />
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              Published documents
            </Title>
            {list.isPending && <LoadingRows label="Loading published documents" />}
            {list.isError && (
              <LoadError
                title="The published documents could not be loaded"
                error={list.error}
                onRetry={() => void list.refetch()}
              />
            )}
            {list.data && items.length === 0 && (
              <EmptyState
                icon={<IconWorld size={30} />}
                title="No published documents"
                actions={publishButton || undefined}
              >
                Documents you publish are listed here and, when shown on your site, can be read by anyone.
              </EmptyState>
            )}
            {items.length > 0 && (
              <Stack gap="md" aria-busy={list.isFetching}>
                <PublishedList items={items} onRemove={canManage ? setRemoving : undefined} />
                <Pager
                  page={page}
                  size={publishedPageSize}
                  shown={items.length}
                  total={total}
                  noun="documents"
                  onChange={setPage}
                />
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
      {canManage && (
        <PublishDialog
          opened={publishing}
          onClose={publishDialog.close}
          publishedIds={new Set(items.map((item) => item.fileId))}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this document from your site?"
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {`${removing?.name ?? ""} will no longer be shown on your public site. The document itself is not changed or deleted.`}
      </ConfirmDialog>
    </Container>
  );
}
