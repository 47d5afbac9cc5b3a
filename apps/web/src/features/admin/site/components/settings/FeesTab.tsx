import { NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { feeFields } from "../../settings-form";
import type { SettingsForm } from "./types";

/** The add-on and printing fees of spec 000 §3, in pounds. */
export function FeesTab({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Amounts in pounds, with at most two decimals.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {feeFields.map(([field, label]) => (
          <NumberInput
            key={field}
            label={label}
            withAsterisk
            min={0}
            decimalScale={2}
            fixedDecimalScale
            prefix="£"
            thousandSeparator=","
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5" mt="md">
        Invoices and storage
      </Title>
      <Text c="dimmed" size="sm">
        The seller on every invoice; prices include VAT at this rate. Each company may store this much.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Seller name" withAsterisk maxLength={200} {...form.getInputProps("sellerName")} />
        <TextInput label="VAT number" maxLength={30} {...form.getInputProps("vatNumber")} />
        <TextInput label="Company number" maxLength={30} {...form.getInputProps("companyNumber")} />
        <NumberInput
          label="VAT rate"
          withAsterisk
          min={0}
          max={100}
          allowDecimal={false}
          suffix="%"
          {...form.getInputProps("vatRatePercent")}
        />
        <NumberInput
          label="Storage per company"
          withAsterisk
          min={1}
          allowDecimal={false}
          suffix=" MB"
          thousandSeparator=","
          {...form.getInputProps("storageQuotaMb")}
        />
      </SimpleGrid>
    </Stack>
  );
}
