import type { AdminPackage } from "@cloudoc/contract";
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrorsOf } from "../../../../lib/form-errors";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import {
  type PackageFormValues,
  packageFormErrors,
  packageFormValues,
  packageRequest,
  slugFromName,
} from "../package-form";
import { catalogueKeys, fetchTaxonomy, savePackage } from "../queries/catalogue";

/**
 * Every field of a package (spec 000 §3): name, slug, licence fee, description, country, service
 * type, regulator and categories. `onSaved` gets the package as the server stored it.
 */
export function PackageForm({
  pkg,
  onSaved,
}: {
  pkg: AdminPackage | null;
  onSaved?: (saved: AdminPackage) => void;
}) {
  const queryClient = useQueryClient();
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  const form = useForm<PackageFormValues>({
    initialValues: packageFormValues(pkg),
    validate: packageFormErrors,
  });
  const save = useMutation({
    mutationFn: (values: PackageFormValues) => savePackage(packageRequest(values, pkg?.id)),
    onSuccess: (saved) => {
      toast("The package is saved.", "success");
      queryClient.setQueryData(catalogueKeys.package(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.packages });
      form.resetDirty(packageFormValues(saved));
      onSaved?.(saved);
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else toast(errorText(error), "error");
    },
  });
  const options = (items: { slug: string; name: string }[] = []) =>
    items.map((i) => ({ value: i.slug, label: i.name }));
  const regulators = (taxonomy.data?.regulators ?? []).filter((r) => r.country === form.values.country);
  const nameProps = form.getInputProps("name");

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label="Package details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="Name"
            withAsterisk
            maxLength={200}
            {...nameProps}
            onChange={(event) => {
              const name = event.currentTarget.value;
              // A new package's slug follows its name until the slug is edited by hand.
              if (!pkg && form.values.slug === slugFromName(form.values.name))
                form.setFieldValue("slug", slugFromName(name));
              nameProps.onChange(event);
            }}
          />
          <TextInput
            label="Slug"
            description="The package's address: lowercase letters, digits and hyphens."
            withAsterisk
            maxLength={120}
            {...form.getInputProps("slug")}
          />
          <NumberInput
            label="Licence fee, in pounds"
            description="What the package costs before offers; 0 or more."
            withAsterisk
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="£"
            {...form.getInputProps("licenceFee")}
          />
          <Select
            label="Country"
            withAsterisk
            data={options(taxonomy.data?.countries)}
            {...form.getInputProps("country")}
            onChange={(value) => {
              form.setFieldValue("country", value ?? "");
              form.setFieldValue("regulator", "");
            }}
          />
          <Select
            label="Service type"
            withAsterisk
            data={options(taxonomy.data?.serviceTypes)}
            {...form.getInputProps("serviceType")}
          />
          <Select
            label="Regulator"
            description="One of the country's regulators, or none."
            placeholder="No regulator"
            data={options(regulators)}
            clearable
            {...form.getInputProps("regulator")}
            value={form.values.regulator || null}
            onChange={(value) => form.setFieldValue("regulator", value ?? "")}
          />
        </SimpleGrid>
        <MultiSelect
          label="Categories"
          description="The service types the catalogue's filters find it under."
          data={options(taxonomy.data?.serviceTypes)}
          searchable
          clearable
          {...form.getInputProps("categories")}
        />
        <Textarea
          label="Description"
          description="Shown on the package's page. Simple HTML (paragraphs, bold, lists) is kept; anything else is removed."
          autosize
          minRows={4}
          maxRows={14}
          {...form.getInputProps("description")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {pkg ? "Save changes" : "Create package"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
