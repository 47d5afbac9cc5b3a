import type { PolicyDetail, PolicyFields } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconExternalLink, IconFileSearch, IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { editorPath } from "../../documents/documents-api";
import { fetchPolicy, policyKeys, updatePolicy, uploadPolicyPdf } from "../api";
import { PdfPicker } from "../components/PdfPicker";
import { PolicyFieldsForm } from "../components/PolicyFieldsForm";
import { sourceLabels } from "../policy-rules";

const listPath = "/company/policies";

/** The manager says whether employees must acknowledge again (never asked for an unchanged wording). */
function MajorChange({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      label="This is a major change: employees must read and acknowledge it again"
      description="Leave it unticked for corrections that do not change what staff must do. Saving unchanged wording never asks anyone again."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The versions so far, newest first. */
function Versions({ policy }: { policy: PolicyDetail }) {
  if (policy.versions.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        Versions
      </Text>
      <List size="sm" spacing={4}>
        {[...policy.versions].reverse().map((v) => (
          <List.Item key={v.version}>
            Version {v.version}, {formatDate(v.createdAt)}
            {v.createdByName ? ` by ${v.createdByName}` : ""}
            {v.major ? " (major change)" : ""}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** What the form holds for this kind of policy beyond its name, number and status. */
function SourceNote({ policy }: { policy: PolicyDetail }) {
  if (policy.source !== "document" || !policy.fileId) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          Employees read this policy's document as it stands. Change its wording in the document editor.
        </Text>
        <Anchor component={Link} to={editorPath(policy.fileId)} size="sm">
          <IconExternalLink size={14} aria-hidden="true" /> Open the document in the editor
        </Anchor>
      </Stack>
    </Alert>
  );
}

function EditForm({ policy }: { policy: PolicyDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [major, setMajor] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const initial: PolicyFields = {
    name: policy.name,
    policyNumber: policy.policyNumber,
    status: policy.status === 1 ? 1 : 0,
    content: policy.content,
  };
  const save = async (fields: PolicyFields) => {
    // The picker already says what is wrong with the chosen file.
    if (problem) return;
    const saved = await updatePolicy({
      ...fields,
      id: policy._id,
      version: policy.version,
      major: file ? false : major,
    });
    let message = saved.message;
    // A new PDF is its own version, uploaded once the details are saved.
    if (file) message = (await uploadPolicyPdf(file, { id: policy._id, major })).message;
    toast(message, "success");
    await queryClient.invalidateQueries({ queryKey: policyKeys.all });
    navigate(listPath);
  };
  return (
    <PolicyFieldsForm
      initial={initial}
      withWording={policy.source === "written"}
      submitLabel="Save changes"
      onCancel={() => navigate(listPath)}
      onSubmit={save}
      extra={
        <Stack gap="md">
          <SourceNote policy={policy} />
          {policy.source === "pdf" && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Current file: {policy.fileName ?? "PDF"}. Choose a new PDF to replace it (a new version).
              </Text>
              <PdfPicker
                file={file}
                error={problem}
                onChange={(chosen, why) => {
                  setFile(chosen);
                  setProblem(why);
                }}
              />
            </Stack>
          )}
          <MajorChange checked={major} onChange={setMajor} />
        </Stack>
      }
    />
  );
}

/** /company/policies/edit?id= (spec 001 §2): details, wording as a new version, and a major change. */
export function EditPolicyPage() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const policy = useQuery({
    queryKey: policyKeys.one(id),
    queryFn: () => fetchPolicy(id),
    enabled: id !== "",
  });
  const data = policy.data;
  return (
    <Container size="lg" px={0}>
      <title>Edit a policy | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={listPath} size="sm">
            ← Staff Policies
          </Anchor>
          <Title order={1}>Edit a policy</Title>
          {data && (
            <Group gap="xs">
              <Badge variant="light" style={{ textTransform: "none" }}>
                {sourceLabels[data.source]}
              </Badge>
              <Text size="sm" c="dimmed">
                Version {data.version}, updated {formatDate(data.updatedAt)}
              </Text>
            </Group>
          )}
        </Stack>
        {id === "" && (
          <EmptyState
            icon={<IconFileSearch size={30} />}
            title="Choose a policy to edit"
            actions={
              <Button component={Link} to={listPath} variant="light">
                Go to Staff Policies
              </Button>
            }
          >
            Open a policy's Edit action from the list.
          </EmptyState>
        )}
        {policy.isPending && id !== "" && <LoadingRows label="Loading the policy" />}
        {policy.isError && (
          <LoadError
            title="The policy could not be loaded"
            error={policy.error}
            onRetry={() => void policy.refetch()}
          />
        )}
        {data && (
          <>
            <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
              <EditForm key={`${data._id}:${data.version}`} policy={data} />
            </Paper>
            <Versions policy={data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
