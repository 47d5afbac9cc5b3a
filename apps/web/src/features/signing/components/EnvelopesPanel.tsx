import { type EnvelopeStatus, type EnvelopeSummary, envelopeStatuses, pageSizes } from "@cloudoc/contract";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconSignature } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../ui/DataTable";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { envelopesRequest, fetchEnvelopes, signingKeys } from "../queries/signing-api";
import { envelopeStatusLabels, signedProgress } from "../signing-rules";
import { EnvelopeDrawer } from "./EnvelopeDrawer";
import { EnvelopeStatusBadge } from "./StatusBadges";

interface Props {
  /** Only the requests of this file or document. */
  sourceId?: string;
  /** Starts a new request (the empty list offers it). */
  onNew?: () => void;
}

const statusOptions = envelopeStatuses.map((status) => ({
  value: status,
  label: envelopeStatusLabels[status],
}));

/** The company's signature requests, 25 a page, filtered by status; one opens in a drawer. */
export function EnvelopesPanel({ sourceId, onNew }: Props) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EnvelopeStatus | undefined>();
  const [openId, setOpenId] = useState<string | null>(null);
  const request = envelopesRequest(page, { status, sourceId });
  const list = useQuery({
    queryKey: [signingKeys.envelopes, request],
    queryFn: () => fetchEnvelopes(request),
    placeholderData: keepPreviousData,
  });
  const columns: Column<EnvelopeSummary>[] = [
    { header: "Document", cell: (row) => <Text fw={600}>{row.title}</Text> },
    { header: "Status", cell: (row) => <EnvelopeStatusBadge status={row.status} /> },
    { header: "Signatures", cell: (row) => signedProgress(row.signersSigned, row.signersTotal) },
    { header: "Sent", cell: (row) => formatDate(row.createdAt) },
    {
      header: "Expires or completed",
      cell: (row) => formatDate(row.completedAt ?? row.expiresAt),
    },
    { header: "Sent by", cell: (row) => row.senderName },
    {
      header: actionsHeader,
      align: "right",
      cell: (row) => (
        <RowButton label={`View the signature request for ${row.title}`} onClick={() => setOpenId(row._id)}>
          View
        </RowButton>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="Status"
          placeholder="All statuses"
          data={statusOptions}
          value={status ?? null}
          onChange={(value) => {
            setStatus(envelopeStatuses.find((known) => known === value));
            setPage(1);
          }}
          clearable
          w={{ base: "100%", xs: 240 }}
        />
        {onNew && (
          <Button leftSection={<IconSignature size={16} aria-hidden="true" />} onClick={onNew}>
            New signature request
          </Button>
        )}
      </Group>
      {list.isPending && <LoadingRows label="Loading signature requests" />}
      {list.isError && (
        <LoadError
          title="Signature requests could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.list.length === 0 && (
        <EmptyState
          icon={<IconSignature size={28} />}
          title={status ? "No requests with this status" : "No signature requests yet"}
        >
          Send a file from My Files or a library document to one or more people to sign; their progress shows
          here.
        </EmptyState>
      )}
      {list.data && list.data.list.length > 0 && (
        <Stack gap="sm" aria-busy={list.isFetching}>
          <DataTable
            rows={list.data.list}
            rowKey={(row) => row._id}
            columns={columns}
            minWidth={860}
            label="Signature requests"
          />
          <Pager
            page={page}
            size={pageSizes.myFiles}
            total={list.data.total}
            noun="requests"
            onChange={setPage}
          />
        </Stack>
      )}
      <EnvelopeDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
