import { type DocumentListItem, maxPoliciesAtOnce, policyMessages } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorText } from "../../../lib/form-errors";
import { toast } from "../../../lib/notify";
import { addDocumentPolicy, policyKeys } from "../api";
import { DocumentChooser } from "../components/DocumentChooser";
import { policiesCount } from "../policy-rules";

interface Failure {
  name: string;
  message: string;
}

const listPath = "/company/policies";

/**
 * /company/policies/multi/create (spec 001 §2): several of the company's documents become staff
 * policies at once, one call each (GET /user/add/company/policy), with progress; what failed is
 * listed and stays selected to try again.
 */
export function MultiCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Map<string, DocumentListItem>>(new Map());
  const [done, setDone] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const tooMany = selected.size > maxPoliciesAtOnce.create;

  const run = async () => {
    const chosen = [...selected.values()];
    const failed: Failure[] = [];
    const left = new Map<string, DocumentListItem>();
    setFailures([]);
    for (const [index, item] of chosen.entries()) {
      setDone(index);
      try {
        await addDocumentPolicy(item._id);
      } catch (error) {
        failed.push({ name: item.name, message: errorText(error) });
        left.set(item._id, item);
      }
    }
    setDone(null);
    await queryClient.invalidateQueries({ queryKey: policyKeys.all });
    if (failed.length === 0) {
      toast(policyMessages.policiesCreated, "success");
      navigate(listPath);
      return;
    }
    setFailures(failed);
    setSelected(left);
  };

  const running = done !== null;
  return (
    <Container size="lg" px={0}>
      <title>Create several policies | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={listPath} size="sm">
            ← Staff Policies
          </Anchor>
          <Title order={1}>Create several policies</Title>
          <Text c="dimmed">
            Choose up to {maxPoliciesAtOnce.create} of your documents. Each becomes a staff policy that
            employees read with your organisation's details filled in.
          </Text>
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          <Stack gap="md">
            <DocumentChooser mode="multi" selected={selected} onChange={setSelected} />
            {selected.size > 0 && (
              <Text size="sm" aria-live="polite">
                {policiesCount(selected.size)} selected:{" "}
                {[...selected.values()].map((d) => d.name).join(", ")}
              </Text>
            )}
            {tooMany && (
              <Text size="sm" c="red" role="alert">
                {policyMessages.policyDocInvalid}
              </Text>
            )}
            {running && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  Creating {Math.min(done + 1, selected.size)} of {selected.size}…
                </Text>
                <Progress value={(done / Math.max(1, selected.size)) * 100} aria-label="Progress" />
              </Stack>
            )}
            {failures.length > 0 && (
              <Alert
                role="alert"
                color="red"
                variant="light"
                title="Some documents did not become policies"
                icon={<IconAlertTriangle aria-hidden="true" />}
              >
                <List size="sm">
                  {failures.map((f) => (
                    <List.Item key={f.name}>
                      {f.name}: {f.message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate(listPath)} disabled={running}>
                Cancel
              </Button>
              <Button onClick={() => void run()} disabled={selected.size === 0 || tooMany} loading={running}>
                {selected.size > 0 ? `Create ${policiesCount(selected.size)}` : "Choose documents"}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
