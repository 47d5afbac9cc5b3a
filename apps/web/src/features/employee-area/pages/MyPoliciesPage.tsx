import { Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { useIdleAfter } from "../../../lib/use-idle";
import { useSession } from "../../../lib/use-session";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { myPoliciesQuery } from "../api";
import { AssignedPolicyCard } from "../components/AssignedPolicyCard";
import { UnreadPoliciesPopup } from "../components/UnreadPoliciesPopup";
import { employeeStatusOf, splitByDone } from "../reading-rules";

/** Three counts at the top: to read, overdue, done. */
function Summary({ toDo, overdue, done }: { toDo: number; overdue: number; done: number }) {
  const items = [
    { label: "To do", value: toDo, color: undefined },
    { label: "Overdue", value: overdue, color: overdue > 0 ? "red" : undefined },
    { label: "Done", value: done, color: done > 0 ? "green" : undefined },
  ];
  return (
    <SimpleGrid
      cols={3}
      spacing="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Summary"
    >
      {items.map((item) => (
        <Paper component="li" key={item.label} withBorder radius="md" p="sm" ta="center">
          <Text size="xl" fw={800} c={item.color}>
            {item.value}
          </Text>
          <Text size="sm" c={item.color ?? "dimmed"}>
            {item.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * /employee/policies (spec 000 §2 After login; also /company/policy-documents): the policies
 * assigned to the employee, unread first, with due dates and overdue ones in red; the unread
 * popup when any is unread. Made for a phone first.
 */
export function MyPoliciesPage() {
  const policies = useQuery(myPoliciesQuery());
  const list = policies.data?.list ?? [];
  const { toDo, done } = splitByDone(list);
  const overdue = toDo.filter((p) => employeeStatusOf(p) === "overdue").length;
  // The list first: the popup's code loads once the list has painted.
  const listShown = useIdleAfter(policies.data !== undefined);
  return (
    <Container size="sm" py={{ base: "md", sm: "xl" }}>
      <title>My policies | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My policies</Title>
          <Text c="dimmed">
            Read each policy, take the quiz where there is one, then acknowledge it by its due date.
          </Text>
        </Stack>
        {policies.isPending && <LoadingRows label="Loading your policies" rows={3} />}
        {policies.isError && (
          <LoadError
            title="Your policies could not be loaded"
            error={policies.error}
            onRetry={() => void policies.refetch()}
          />
        )}
        {policies.data && list.length === 0 && (
          <EmptyState icon={<IconCircleCheck size={30} />} title="No policies assigned to you">
            When your organisation assigns you a policy, it appears here with its due date.
          </EmptyState>
        )}
        {list.length > 0 && (
          <>
            <Summary toDo={toDo.length} overdue={overdue} done={done.length} />
            {toDo.length > 0 ? (
              <Section title="To read and acknowledge">
                {toDo.map((p) => (
                  <AssignedPolicyCard key={p._id} policy={p} />
                ))}
              </Section>
            ) : (
              <Group gap="xs" role="status">
                <IconCircleCheck size={20} color="var(--mantine-color-green-9)" aria-hidden="true" />
                <Text fw={600}>You are up to date: every policy is acknowledged.</Text>
              </Group>
            )}
            {done.length > 0 && (
              <Section title="Acknowledged">
                {done.map((p) => (
                  <AssignedPolicyCard key={p._id} policy={p} />
                ))}
              </Section>
            )}
          </>
        )}
      </Stack>
      <UnreadPoliciesPopup statuses={listShown ? list : undefined} />
    </Container>
  );
}

/**
 * /company/policy-documents: the Staff Policies entry of an employee's menu (spec 000 §6) shows
 * their policies; managers have theirs at /company/policies. In this module, not one of its own,
 * so that both routes load the same chunk and neither needs a second file to reach it.
 */
export function PolicyDocumentsPage() {
  const session = useSession();
  if (session.userRole !== "employee") return <Navigate to="/company/policies" replace />;
  return <MyPoliciesPage />;
}
