import { type packageChoiceSchema, trialAddOnTypes } from "@cloudoc/contract";
import {
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { z } from "zod";
import type { SettingsForm } from "./types";

type PackageChoice = z.infer<typeof packageChoiceSchema>;

const addOnLabels: Record<(typeof trialAddOnTypes)[number], string> = {
  combo: "Combo",
  updates: "Document updates",
  pro: "Pro",
};

const percentProps = { min: 0, max: 100, decimalScale: 2, suffix: "%" } as const;

function CountdownOffer({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Offer countdown
      </Title>
      <Switch label="Run the offer countdown" {...form.getInputProps("offerStatus", { type: "checkbox" })} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Offer title" maxLength={120} {...form.getInputProps("offertitle")} />
        <TextInput
          type="datetime-local"
          label="Offer ends"
          description="Date and time, in your time zone."
          withAsterisk={form.values.offerStatus}
          {...form.getInputProps("offerExpiry")}
        />
      </SimpleGrid>
    </Stack>
  );
}

function PackageOffer({ form, packages }: { form: SettingsForm; packages: readonly PackageChoice[] }) {
  const options = packages.map((p) => ({
    value: p._id,
    label: p.published ? p.name : `${p.name} (withdrawn)`,
  }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Package discount
      </Title>
      <Switch
        label="Take a percentage off package licences"
        {...form.getInputProps("packagediscountStatus", { type: "checkbox" })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NumberInput label="Discount" {...percentProps} {...form.getInputProps("packageDiscountPercent")} />
        <MultiSelect
          label="Packages it covers"
          description="Leave empty for every package."
          placeholder={form.values.offerPackageIDS.length === 0 ? "Every package" : undefined}
          data={options}
          searchable
          clearable
          nothingFoundMessage="No package has that name"
          {...form.getInputProps("offerPackageIDS")}
        />
      </SimpleGrid>
    </Stack>
  );
}

function TrialOffer({ form }: { form: SettingsForm }) {
  const custom = form.values.trialKind === "custom date";
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Free trial
      </Title>
      <Switch label="Offer a free trial" {...form.getInputProps("trialStatus", { type: "checkbox" })} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="trial-kind-label">
          The trial lasts
        </Text>
        <SegmentedControl
          aria-labelledby="trial-kind-label"
          w="fit-content"
          data={[
            { value: "days", label: "A number of days" },
            { value: "custom date", label: "Until a date" },
          ]}
          {...form.getInputProps("trialKind")}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {custom ? (
          <TextInput type="date" label="Trial ends on" withAsterisk {...form.getInputProps("trialExpiry")} />
        ) : (
          <NumberInput
            label="Days"
            withAsterisk
            min={1}
            max={366}
            allowDecimal={false}
            {...form.getInputProps("trialDays")}
          />
        )}
        <TextInput label="Trial title" maxLength={120} {...form.getInputProps("trialExpirytitle")} />
      </SimpleGrid>
      <Checkbox.Group label="Add-ons the trial includes" {...form.getInputProps("trailsubPackages")}>
        <Group mt={6}>
          {trialAddOnTypes.map((type) => (
            <Checkbox key={type} value={type} label={addOnLabels[type]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

/** The offer countdown, the package discount, the free trial and the yearly discount. */
export function OffersTab({ form, packages }: { form: SettingsForm; packages: readonly PackageChoice[] }) {
  return (
    <Stack gap="lg">
      <CountdownOffer form={form} />
      <Divider />
      <PackageOffer form={form} packages={packages} />
      <Divider />
      <TrialOffer form={form} />
      <Divider />
      <Stack gap="sm">
        <Title order={2} size="h4">
          Yearly discount
        </Title>
        <Switch
          label="Show a discount for paying yearly"
          {...form.getInputProps("discountStatus", { type: "checkbox" })}
        />
        <NumberInput
          label="Yearly discount"
          maw={280}
          {...percentProps}
          {...form.getInputProps("yearlyDiscount")}
        />
      </Stack>
    </Stack>
  );
}
