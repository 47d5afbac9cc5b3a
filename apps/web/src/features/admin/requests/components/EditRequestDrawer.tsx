import type { EditRequestDetail } from "@cloudoc/contract";
import { Button, Divider, Drawer, Group, Stack, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../../lib/format";
import { toast } from "../../../../lib/notify";
import { errorText, LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { downloadSupportingFile, fetchEditRequest, requestKeys } from "../queries/requests";
import { ApproveForm, RejectForm } from "./DecisionForms";
import { StatusBadge } from "./StatusBadge";
import { Fact } from "./StatusDrawer";

function SupportingFile({ request }: { request: EditRequestDetail }) {
  const download = useMutation({
    mutationFn: () => downloadSupportingFile(request._id, request.fileName),
    onError: (error) => toast(errorText(error), "error"),
  });
  if (!request.hasFile) return <Fact label="Supporting file">None attached</Fact>;
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => download.mutate()}
        loading={download.isPending}
      >
        Download {request.fileName || "the supporting file"}
      </Button>
    </Group>
  );
}

function Changes({ request }: { request: EditRequestDetail }) {
  return (
    <Table
      withTableBorder
      layout="fixed"
      verticalSpacing="xs"
      aria-label="Fields asked to change"
      style={{ overflowWrap: "anywhere" }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Now</Table.Th>
          <Table.Th>Asked for</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {request.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.label}</Table.Td>
            <Table.Td>
              {change.current || (
                <Text c="dimmed" size="sm">
                  empty
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {change.requested || (
                <Text c="dimmed" size="sm">
                  see the explanation
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Decision({ request }: { request: EditRequestDetail }) {
  const verb = request.status === "approved" ? "Approved" : "Rejected";
  return (
    <Fact label={verb}>
      {`${formatDate(request.decidedAt)}${request.decidedBy ? ` by ${request.decidedBy}` : ""}`}
      {request.decisionReason ? `\n${request.decisionReason}` : ""}
    </Fact>
  );
}

function RequestBody({ request, onDecided }: { request: EditRequestDetail; onDecided: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <StatusBadge status={request.status} />
        <Text size="sm" c="dimmed">
          Sent {formatDate(request.createdAt)}
        </Text>
      </Group>
      <Fact label="Asked by">
        {request.requestedBy
          ? `${request.requestedBy} (${request.requestedByEmail})`
          : "A person no longer with the company"}
      </Fact>
      <Fact label="Reason">{request.reason}</Fact>
      <Fact label="Explanation">{request.explanation || "None given"}</Fact>
      <SupportingFile request={request} />
      <Changes request={request} />
      {request.status === "pending" ? (
        <>
          <Divider />
          <ApproveForm request={request} onDecided={onDecided} />
          <Divider />
          <RejectForm request={request} onDecided={onDecided} />
        </>
      ) : (
        <Decision request={request} />
      )}
    </Stack>
  );
}

/** One edit request in a side drawer: what was asked, why, the file, and Approve / Reject. */
export function EditRequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const request = useQuery({
    queryKey: requestKeys.editRequest(id ?? ""),
    queryFn: () => fetchEditRequest(id ?? ""),
    enabled: id !== null,
  });
  const title = request.data ? `Request from ${request.data.companyName}` : "Edit request";
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {request.isPending ? (
        <LoadingBlocks label="Loading the request" count={4} height={44} />
      ) : request.isError ? (
        <LoadError
          title="The request could not be loaded"
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      ) : (
        <RequestBody request={request.data} onDecided={() => void request.refetch()} />
      )}
    </Drawer>
  );
}
