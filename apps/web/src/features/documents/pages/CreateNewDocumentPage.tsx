import { canInLibrary, type DocumentListItem } from "@cloudoc/contract";
import { Anchor, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCopy, IconFile, IconLock } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../ui/States";
import type { NewDocument } from "../documents-api";
import { DocumentFields, documentErrors, emptyDocument } from "../ui/DocumentFields";
import { SourcePicker } from "../ui/SourcePicker";
import { useCreateDocument } from "../use-document-actions";
import { useLibraryUser } from "../use-library";

type Start = "blank" | "copy";

/** The fields a copy starts with: "Copy of …", the source's orientation and folder. */
function fromSource(item: DocumentListItem, current: NewDocument, nameTouched: boolean): NewDocument {
  return {
    ...current,
    fileName: nameTouched ? current.fileName : `Copy of ${item.name}`,
    format: item.format,
    folderId: item.folderId,
  };
}

/**
 * /company/create-new-documents (spec 001 §2, details ours): a new document, blank or as a copy of
 * one of the company's documents, in the folder chosen, with a name, policy number and
 * orientation; the editor opens 1500 ms after "Document has been created" (spec 001 §4).
 */
export function CreateNewDocumentPage() {
  const user = useLibraryUser();
  const [params] = useSearchParams();
  const [start, setStart] = useState<Start>("blank");
  const [source, setSource] = useState<DocumentListItem | null>(null);
  const [value, setValue] = useState(() => emptyDocument(params.get("folderId")));
  const [nameTouched, setNameTouched] = useState(false);
  const [error, setError] = useState<string>();
  const { create, copy, busy, opening } = useCreateDocument();

  if (!canInLibrary(user, "createDocument")) {
    return (
      <Stack gap="lg" maw={720}>
        <title>Create a document | Cloudoc</title>
        <Title order={1}>Create a document</Title>
        <EmptyState icon={<IconLock size={28} />} title="You cannot create documents">
          Ask your organisation&apos;s owner for the “Can add new doc” permission.
        </EmptyState>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = documentErrors(value);
    if (errors.fileName) return setError(errors.fileName);
    const clean = { ...value, fileName: value.fileName.trim(), policyNumber: value.policyNumber.trim() };
    if (start === "copy") {
      if (!source) return setError(undefined);
      return copy.mutate({ fileId: source._id, value: clean });
    }
    create.mutate(clean);
  };
  const copyWithoutSource = start === "copy" && !source;

  return (
    <Stack gap="lg">
      <title>Create a document | Cloudoc</title>
      <div>
        <Anchor component={Link} to="/company/documents" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" /> Documents
          </Group>
        </Anchor>
        <Title order={1} mt={4}>
          Create a document
        </Title>
        <Text c="dimmed" size="sm">
          Start from a blank page or copy one of your documents, then finish it in the editor.
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Start from
                </Title>
                <SegmentedControl
                  fullWidth
                  aria-label="Start from"
                  value={start}
                  onChange={(next) => setStart(next as Start)}
                  data={[
                    {
                      value: "blank",
                      label: (
                        <Group gap={6} justify="center" wrap="nowrap">
                          <IconFile size={16} aria-hidden="true" />
                          Blank document
                        </Group>
                      ),
                    },
                    {
                      value: "copy",
                      label: (
                        <Group gap={6} justify="center" wrap="nowrap">
                          <IconCopy size={16} aria-hidden="true" />
                          Copy of a document
                        </Group>
                      ),
                    },
                  ]}
                />
                {start === "blank" ? (
                  <Text size="sm" c="dimmed">
                    An empty document in your organisation&apos;s style. Business details such as your company
                    name can be added from the editor&apos;s variables panel.
                  </Text>
                ) : (
                  <SourcePicker
                    value={source}
                    onChange={(item) => {
                      setSource(item);
                      setValue((current) => fromSource(item, current, nameTouched));
                    }}
                  />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Details
                </Title>
                <DocumentFields
                  value={value}
                  error={error}
                  treeHeight={260}
                  onChange={(next) => {
                    if (next.fileName !== value.fileName) setNameTouched(true);
                    setValue(next);
                    setError(undefined);
                  }}
                />
                {copyWithoutSource && (
                  <Text size="sm" c="orange" role="status">
                    Choose the document to copy.
                  </Text>
                )}
                <Group justify="flex-end">
                  <Button variant="default" component={Link} to="/company/documents" disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={busy} disabled={copyWithoutSource}>
                    {opening ? "Opening the editor…" : "Create and open"}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
