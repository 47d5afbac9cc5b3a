import { policyPageSize } from "@cloudoc/contract";
import { Button, Container, Group, Menu, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  IconChevronDown,
  IconFilePlus,
  IconFiles,
  IconSearch,
  IconShieldCheck,
  IconUserPlus,
} from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { fetchCompletion, fetchPolicies, policyKeys } from "../api";
import { AssignDialog } from "../components/AssignDialog";
import { DeletePolicyModal } from "../components/DeletePolicyModal";
import { MatrixView } from "../components/MatrixView";
import { PolicyTable } from "../components/PolicyTable";
import { usePolicyCommands } from "../hooks/use-policy-commands";
import { completionById, type PoliciesView, viewOf } from "../policy-rules";

const views: { view: PoliciesView; label: string; to: string }[] = [
  { view: "list", label: "Policies", to: "/company/policies" },
  { view: "matrix", label: "Acknowledgement matrix", to: "/company/policies?view=matrix" },
];

/** Links between the list and the matrix (the route stays /policies, spec 001 §2). */
function ViewLinks({ current }: { current: PoliciesView }) {
  return (
    <nav aria-label="Staff policy views">
      <Group gap="xs">
        {views.map((item) => (
          <Button
            key={item.view}
            component={Link}
            to={item.to}
            size="sm"
            radius="xl"
            variant={item.view === current ? "filled" : "default"}
            aria-current={item.view === current ? "page" : undefined}
          >
            {item.label}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** New policy: write one, upload a PDF, or take one or several of the company's documents. */
function NewPolicyMenu() {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Button
          leftSection={<IconFilePlus size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        >
          New policy
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/company/policies/create">
          Write, upload a PDF, or choose a document
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/company/policies/multi/create"
          leftSection={<IconFiles size={16} aria-hidden="true" />}
        >
          Several from your documents
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The list: 10 policies a page, searched by name or number, with each one's completion. */
function PolicyList({ commands }: { commands: ReturnType<typeof usePolicyCommands> }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useQuery({
    queryKey: policyKeys.list(page, search),
    queryFn: () => fetchPolicies(page, search),
    placeholderData: keepPreviousData,
  });
  const completion = useQuery({ queryKey: policyKeys.completion, queryFn: fetchCompletion });
  const byId = useMemo(
    () => (completion.data ? completionById(completion.data) : undefined),
    [completion.data],
  );
  const policies = list.data?.list ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label="Search"
        placeholder="Policy name or number"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: "100%", sm: 340 }}
      />
      {list.isPending && <LoadingRows label="Loading policies" />}
      {list.isError && (
        <LoadError
          title="The policies could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && policies.length === 0 && (
        <EmptyState
          icon={<IconShieldCheck size={30} />}
          title={search ? "No policies match your search" : "No staff policies yet"}
          actions={search ? undefined : <NewPolicyMenu />}
        >
          {search
            ? "Try another name or policy number."
            : "Make a policy from one of your documents, write one, or upload a PDF; then assign it to your staff."}
        </EmptyState>
      )}
      {policies.length > 0 && (
        <Stack gap="md" aria-busy={list.isFetching}>
          <PolicyTable policies={policies} completion={byId} onCommand={commands.onCommand} />
          <Pager
            page={page}
            size={policyPageSize}
            shown={policies.length}
            total={list.data?.total ?? 0}
            noun="policies"
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /company/policies (spec 001 §2): the company's staff policies with their status, visibility,
 * source, version and completion; edit, hide or show, delete, assign. `?view=matrix` shows the
 * acknowledgement matrix.
 */
export function PoliciesPage() {
  const location = useLocation();
  const view = viewOf(location.search);
  const commands = usePolicyCommands();
  return (
    <Container size="xl" px={0}>
      <title>{`${view === "matrix" ? "Acknowledgement matrix" : "Staff Policies"} | Cloudoc`}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>Staff Policies</Title>
            <Text c="dimmed">
              {view === "matrix"
                ? "Who has read and acknowledged each policy. Select a green cell for its certificate."
                : "The policies your employees read and acknowledge, each by its due date."}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => commands.openAssign()}
            >
              Assign policies
            </Button>
            <NewPolicyMenu />
          </Group>
        </Group>
        <ViewLinks current={view} />
        {view === "matrix" ? <MatrixView /> : <PolicyList commands={commands} />}
      </Stack>
      <DeletePolicyModal
        policy={commands.deleting}
        pending={commands.deletePending}
        onCancel={commands.cancelDelete}
        onConfirm={commands.confirmDelete}
      />
      <AssignDialog
        opened={commands.assigning !== null}
        policyIds={commands.assigning ?? undefined}
        onClose={commands.closeAssign}
      />
    </Container>
  );
}
