import { type DocumentListItem, policyMessages } from "@cloudoc/contract";
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorText } from "../../../lib/form-errors";
import { toast } from "../../../lib/notify";
import { FormError } from "../../auth/FormError";
import { addDocumentPolicy, createWrittenPolicy, policyKeys, uploadPolicyPdf } from "../api";
import { DocumentChooser } from "../components/DocumentChooser";
import { PdfPicker } from "../components/PdfPicker";
import { PolicyFieldsForm } from "../components/PolicyFieldsForm";
import { nameFromFileName } from "../policy-rules";

type Source = "document" | "written" | "pdf";

const listPath = "/company/policies";

/** After a create: say so and go back to the list (spec 001 §4: create success goes to /policies). */
function useCreated() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (message: string) => {
    toast(message, "success");
    await queryClient.invalidateQueries({ queryKey: policyKeys.all });
    navigate(listPath);
  };
}

/** One of the company's documents becomes a policy, read as the document's current version. */
function FromDocument() {
  const created = useCreated();
  const [selected, setSelected] = useState<Map<string, DocumentListItem>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = [...selected.values()][0];
  const submit = async () => {
    if (!chosen) return;
    setPending(true);
    setFailure(null);
    try {
      const reply = await addDocumentPolicy(chosen._id);
      await created(reply.message);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Employees read the document as it stands, with your organisation's details filled in. Library updates
        you accept reach them too.
      </Text>
      <DocumentChooser mode="single" selected={selected} onChange={setSelected} />
      <FormError message={failure} />
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/company/policies/multi/create" size="sm">
          Choose several documents at once
        </Anchor>
        <Button onClick={() => void submit()} disabled={!chosen} loading={pending}>
          {chosen ? `Make “${chosen.name}” a policy` : "Choose a document"}
        </Button>
      </Group>
    </Stack>
  );
}

/** A PDF the company already has: the file is the policy. */
function UploadPdf() {
  const created = useCreated();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [policyNumber, setPolicyNumber] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!file || problem) {
      setProblem(problem ?? policyMessages.choosePdf);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const reply = await uploadPolicyPdf(file, {
        fileName: name.trim() || undefined,
        policyNumber: policyNumber.trim(),
      });
      await created(reply.message);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <PdfPicker
          file={file}
          error={problem}
          onChange={(chosen, why) => {
            setFile(chosen);
            setProblem(why);
            if (chosen && !name) setName(nameFromFileName(chosen.name));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Policy name"
            description="The file's name unless you change it"
            maxLength={300}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label="Policy number"
            description="Optional, e.g. HR-014"
            maxLength={50}
            value={policyNumber}
            onChange={(event) => setPolicyNumber(event.currentTarget.value)}
          />
        </SimpleGrid>
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(listPath)}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Upload policy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A policy written here in the editor. */
function WriteHere() {
  const created = useCreated();
  const navigate = useNavigate();
  return (
    <PolicyFieldsForm
      initial={{ name: "", policyNumber: "", status: 1, content: "" }}
      withWording
      submitLabel="Create policy"
      onCancel={() => navigate(listPath)}
      onSubmit={async (fields) => created((await createWrittenPolicy(fields)).message)}
    />
  );
}

/** /company/policies/create (spec 001 §2): from a document, written here, or an uploaded PDF. */
export function CreatePolicyPage() {
  const [source, setSource] = useState<Source>("document");
  return (
    <Container size="lg" px={0}>
      <title>Create a policy | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={listPath} size="sm">
            ← Staff Policies
          </Anchor>
          <Title order={1}>Create a policy</Title>
          <Text c="dimmed">Then assign it to a group or to employees with a due date.</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="policy-source-label">
            Start from
          </Text>
          <SegmentedControl
            aria-labelledby="policy-source-label"
            value={source}
            onChange={(value) => setSource(value as Source)}
            data={[
              { value: "document", label: "Your documents" },
              { value: "written", label: "Write it here" },
              { value: "pdf", label: "Upload a PDF" },
            ]}
            fullWidth
            maw={560}
          />
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
          {source === "document" && <FromDocument />}
          {source === "written" && <WriteHere />}
          {source === "pdf" && <UploadPdf />}
        </Paper>
      </Stack>
    </Container>
  );
}
