import type { StarterFormKey, WebFormSummary } from "@cloudoc/contract";
import { Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconForms, IconPlus, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../../ui/DataTable";
import { LoadingRows } from "../../../ui/LoadingRows";
import { PageHeading } from "../../../ui/PageHeading";
import { EmptyState, LoadError } from "../../../ui/States";
import { StarterForms } from "../components/StarterForms";
import { createForm, fetchForms, formsKeys } from "../queries/forms-api";

/** /company/formslist (issue 17): the company's forms, and the starter forms to copy. */
export function FormsListPage() {
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const forms = useQuery({ queryKey: [formsKeys.list, search], queryFn: () => fetchForms(search) });
  const creating = useMutation({
    mutationFn: createForm,
    onSuccess: (form) => navigate(`/company/formbuilder?id=${form._id}`),
  });
  const using =
    creating.isPending && creating.variables && "starter" in creating.variables
      ? creating.variables.starter
      : null;

  const columns: Column<WebFormSummary>[] = [
    { header: "Form", cell: (form) => form.title, td: { fw: 600 } },
    {
      header: "Status",
      cell: (form) => (
        <Badge color={form.status === "published" ? "green" : "gray"}>
          {form.status === "published" ? "Published" : "Draft"}
        </Badge>
      ),
    },
    { header: "Link", cell: (form) => (form.allowPublic ? "Anyone with the link" : "Staff only") },
    { header: "Submissions", cell: (form) => form.submissions, align: "right" },
    { header: "Changed", cell: (form) => formatDateTime(form.updatedAt) },
    {
      header: actionsHeader,
      cell: (form) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            onClick={() => navigate(`/company/formbuilder?id=${form._id}`)}
            aria-label={`Edit ${form.title}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => navigate(`/company/webform?id=${form._id}`)}
            aria-label={`Submissions of ${form.title}`}
          >
            Submissions
          </Button>
          {form.status === "published" && (
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={`/webform/fill?token=${form.publicToken}`}
              aria-label={`Fill in ${form.title}`}
            >
              Fill in
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeading
        title="Forms"
        description="Build forms your staff and families fill in on a phone, and read what they send."
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => creating.mutate({ title: "Untitled form" })}
            loading={creating.isPending && !using}
          >
            New form
          </Button>
        }
      />
      <TextInput
        aria-label="Search forms"
        placeholder="Search forms by title"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
        maw={360}
      />
      {forms.isError && (
        <LoadError
          title="Your forms could not be loaded"
          error={forms.error}
          onRetry={() => forms.refetch()}
        />
      )}
      {forms.isPending && <LoadingRows label="Loading your forms" />}
      {forms.data?.length === 0 && (
        <EmptyState icon={<IconForms />} title={search ? "No forms match" : "No forms yet"}>
          Start from one of the ready-made care forms below, or make a new one.
        </EmptyState>
      )}
      {forms.data && forms.data.length > 0 && (
        <DataTable
          rows={forms.data}
          rowKey={(form) => form._id}
          columns={columns}
          minWidth={760}
          label="Your forms"
          framed
        />
      )}
      <StarterForms busy={using as StarterFormKey | null} onUse={(starter) => creating.mutate({ starter })} />
    </Stack>
  );
}
