import { pageSizes, type SentMyFile } from "@cloudoc/contract";
import { Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatDateTime } from "../../../lib/format";
import { type Column, DataTable } from "../../../ui/DataTable";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { fetchSentMyFiles, myFilesKeys } from "../queries/my-files-api";

const columns: Column<SentMyFile>[] = [
  {
    header: "File",
    cell: (sent) => (
      <Text fw={600} size="sm">
        {sent.fileName}
      </Text>
    ),
  },
  { header: "Sent to", cell: (sent) => sent.email },
  { header: "Subject", cell: (sent) => sent.subject, td: { maw: 260 } },
  {
    header: "As",
    cell: (sent) =>
      `${sent.format === "word" ? "Word" : "PDF"} ${sent.delivery === "link" ? `link (until ${formatDate(sent.linkExpiresAt)})` : "attachment"}`,
  },
  { header: "Sent", cell: (sent) => formatDateTime(sent.createdAt) },
];

/** The files the user shared by email, newest first, with the total (spec 001 §3 sent-file record). */
export function SentFilesPanel() {
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: [myFilesKeys.sent, page],
    queryFn: () => fetchSentMyFiles(page),
    placeholderData: keepPreviousData,
  });
  if (sent.isPending) return <LoadingRows label="Loading the files you sent" />;
  if (sent.isError)
    return (
      <LoadError
        title="Sent files could not be loaded"
        error={sent.error}
        onRetry={() => void sent.refetch()}
      />
    );
  if (sent.data.list.length === 0) {
    return (
      <EmptyState icon={<IconMail size={28} />} title="Nothing sent yet">
        Files you share by email are listed here, with who you sent them to and when.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" aria-busy={sent.isFetching}>
      <Text fw={600} role="status">
        {sent.data.total} {sent.data.total === 1 ? "file" : "files"} sent in total
      </Text>
      <DataTable
        rows={sent.data.list}
        rowKey={(row) => row._id}
        columns={columns}
        minWidth={760}
        label="Sent files"
      />
      <Pager
        page={page}
        size={pageSizes.myFiles}
        total={sent.data.total}
        noun="sent files"
        onChange={setPage}
      />
    </Stack>
  );
}
