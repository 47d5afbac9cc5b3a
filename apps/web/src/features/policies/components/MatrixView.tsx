import type { MatrixPolicy, MatrixRow } from "@cloudoc/contract";
import { pageSizes } from "@cloudoc/contract";
import { Button, Group, Paper, Progress, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconDownload, IconSearch, IconTable } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, errorText, LoadError } from "../../../ui/States";
import {
  downloadCertificate,
  downloadEvidencePack,
  exportMatrix,
  fetchAcknowledgements,
  fetchGroupChoices,
  fetchMatrix,
  fetchPolicyChoices,
  policyKeys,
} from "../api";
import { MatrixLegend } from "./MatrixCell";
import { MatrixGrid } from "./MatrixGrid";

/** The filters above the matrix: employee search, group and policy. */
function MatrixFilters({
  text,
  onText,
  groupId,
  onGroup,
  policyId,
  onPolicy,
}: {
  text: string;
  onText: (value: string) => void;
  groupId: string | null;
  onGroup: (value: string | null) => void;
  policyId: string | null;
  onPolicy: (value: string | null) => void;
}) {
  const groups = useQuery({
    queryKey: ["staff-policies", "group-choices", ""],
    queryFn: () => fetchGroupChoices(""),
  });
  const policies = useQuery({ queryKey: policyKeys.choices(""), queryFn: () => fetchPolicyChoices() });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Search employees"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        w={{ base: "100%", sm: 260 }}
      />
      <Select
        label="Group"
        placeholder="Every group"
        clearable
        searchable
        data={(groups.data ?? []).map((g) => ({ value: g._id, label: g.name }))}
        value={groupId}
        onChange={onGroup}
        w={{ base: "100%", sm: 220 }}
      />
      <Select
        label="Policy"
        placeholder="Every policy"
        clearable
        searchable
        data={(policies.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
        value={policyId}
        onChange={onPolicy}
        w={{ base: "100%", sm: 260 }}
      />
    </Group>
  );
}

/** Runs a download and says how it went (the server's message on failure). */
async function withNotice(run: () => Promise<string>, done: (name: string) => string) {
  try {
    const name = await run();
    toast(done(name), "success");
  } catch (error) {
    toast(errorText(error), "error");
  }
}

/**
 * The acknowledgement matrix (issue 14): employees × policies with statuses, filtered by group and
 * policy, completion per policy, per employee and overall; CSV and PDF exports; a certificate per
 * acknowledgement and a signed evidence pack per policy.
 */
export function MatrixView() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [policyId, setPolicyId] = useState<string | null>(null);
  const [busyCell, setBusyCell] = useState<string | null>(null);
  const [busyPack, setBusyPack] = useState<string | null>(null);
  const [exporting, setExporting] = useState<"csv" | "pdf" | null>(null);
  const input = { page, search, groupId: groupId ?? undefined, policyId: policyId ?? undefined };
  const matrix = useQuery({
    queryKey: policyKeys.matrix(input),
    queryFn: () => fetchMatrix(input),
    placeholderData: keepPreviousData,
  });

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const certificate = async (row: MatrixRow, policy: MatrixPolicy) => {
    setBusyCell(`${row._id}|${policy._id}`);
    await withNotice(
      async () => {
        const [latest] = await fetchAcknowledgements(policy._id, row._id);
        if (!latest) throw new Error("No acknowledgement");
        return downloadCertificate(latest._id);
      },
      (name) => `Downloaded ${name}`,
    );
    setBusyCell(null);
  };
  const pack = async (policy: MatrixPolicy) => {
    setBusyPack(policy._id);
    await withNotice(
      () => downloadEvidencePack(policy._id),
      (name) => `Downloaded ${name}`,
    );
    setBusyPack(null);
  };
  const runExport = async (format: "csv" | "pdf") => {
    setExporting(format);
    await withNotice(
      () => exportMatrix(format, input),
      (name) => `Downloaded ${name}`,
    );
    setExporting(null);
  };

  const data = matrix.data;
  return (
    <Stack gap="md">
      <MatrixFilters
        text={text}
        onText={filter(setText)}
        groupId={groupId}
        onGroup={filter(setGroupId)}
        policyId={policyId}
        onPolicy={filter(setPolicyId)}
      />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Text fw={700}>
              Overall completion: {data?.overall.percent === null || !data ? "—" : `${data.overall.percent}%`}
            </Text>
            <Progress
              value={data?.overall.percent ?? 0}
              color="green"
              aria-label="Overall completion"
              size="lg"
            />
            <Text size="sm" c="dimmed">
              {data
                ? `${data.overall.acknowledged} of ${data.overall.assigned} assignments acknowledged`
                : " "}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exporting === "csv"}
              onClick={() => void runExport("csv")}
            >
              Export CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exporting === "pdf"}
              onClick={() => void runExport("pdf")}
            >
              Export PDF
            </Button>
          </Group>
        </Group>
      </Paper>
      <MatrixLegend />
      {matrix.isPending && <LoadingRows label="Loading the matrix" />}
      {matrix.isError && (
        <LoadError
          title="The matrix could not be loaded"
          error={matrix.error}
          onRetry={() => void matrix.refetch()}
        />
      )}
      {data && (data.total === 0 || data.policies.length === 0) && (
        <EmptyState
          icon={<IconTable size={30} />}
          title={data.total === 0 ? "No employees to show" : "No policies to show"}
        >
          {data.total === 0
            ? "Add employees (or clear the filters) to see who has read what."
            : "Active policies that are not hidden appear here once you have some."}
        </EmptyState>
      )}
      {data && data.total > 0 && data.policies.length > 0 && (
        <Stack gap="sm" aria-busy={matrix.isFetching}>
          <MatrixGrid
            policies={data.policies}
            rows={data.list}
            busyCell={busyCell}
            busyPack={busyPack}
            onCertificate={(row, policy) => void certificate(row, policy)}
            onEvidencePack={(policy) => void pack(policy)}
          />
          <Pager
            page={page}
            size={pageSizes.employees}
            shown={data.list.length}
            total={data.total}
            noun="employees"
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
