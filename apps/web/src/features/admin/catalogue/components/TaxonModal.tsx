import type { TaxonomyKind } from "@cloudoc/contract";
import { Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrorsOf } from "../../../../lib/form-errors";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { FormButtons } from "../../ui/FormButtons";
import { catalogueKeys, fetchTaxonomy, saveTaxon } from "../queries/catalogue";
import { type TaxonFormValues, taxonFormErrors, taxonomyLabels, taxonRequest } from "../taxonomy-form";

/** Adds or edits a country, service type or regulator. A slug in use is shown but cannot change. */
export function TaxonModal({
  kind,
  editing,
  initial,
  slugLocked,
  onClose,
}: {
  kind: TaxonomyKind;
  /** The slug of the item edited; absent for a new one. */
  editing?: string;
  initial: TaxonFormValues;
  slugLocked: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  const form = useForm<TaxonFormValues>({
    initialValues: initial,
    validate: (values) => taxonFormErrors(kind, values),
  });
  const save = useMutation({
    mutationFn: (values: TaxonFormValues) => saveTaxon(taxonRequest(kind, values, editing)),
    onSuccess: (message) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.taxonomy });
      onClose();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else form.setFieldError("name", errorText(error));
    },
  });
  const label = taxonomyLabels[kind].one;
  const countries = (taxonomy.data?.countries ?? []).map((c) => ({ value: c.slug, label: c.name }));

  return (
    <Modal opened onClose={onClose} title={editing ? `Edit ${label}` : `New ${label}`} centered>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={200}
            data-autofocus
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Slug"
            withAsterisk
            maxLength={120}
            disabled={slugLocked}
            description={
              slugLocked
                ? "Packages or templates use this slug, so it cannot change."
                : "Lowercase letters, digits and hyphens; packages and templates refer to it."
            }
            {...form.getInputProps("slug")}
          />
          {kind === "country" && (
            <TextInput
              label="Flag"
              withAsterisk
              description="An emoji such as 🏴, or an image address starting with / or https://."
              {...form.getInputProps("flag")}
            />
          )}
          {kind === "serviceType" && (
            <Textarea
              label="Blurb"
              description="The line the catalogue's menu shows."
              autosize
              maxLength={500}
              {...form.getInputProps("blurb")}
            />
          )}
          {kind === "regulator" && (
            <>
              <Select
                label="Country"
                withAsterisk
                data={countries}
                disabled={slugLocked}
                description={
                  slugLocked ? "Packages use this regulator, so its country cannot change." : undefined
                }
                {...form.getInputProps("country")}
              />
              <Textarea
                label="Description"
                autosize
                maxLength={2000}
                {...form.getInputProps("description")}
              />
            </>
          )}
          <FormButtons label={`Save ${label}`} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
