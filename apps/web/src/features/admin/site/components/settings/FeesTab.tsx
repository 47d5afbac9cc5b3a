import { NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
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
    </Stack>
  );
}
