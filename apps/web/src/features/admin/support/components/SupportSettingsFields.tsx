import { Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import type { SettingsForm } from "../../site/components/settings/types";

const days = [
  [1, "Mon"],
  [2, "Tue"],
  [3, "Wed"],
  [4, "Thu"],
  [5, "Fri"],
  [6, "Sat"],
  [0, "Sun"],
] as const;

/**
 * Get Help's settings in the site-settings form (decision 033): where help requests and
 * out-of-hours chat messages are emailed, and when Live Chat is staffed (UK time).
 */
export function SupportSettingsFields({ form }: { form: SettingsForm }) {
  const hours = form.getValues().supportHours;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Get Help
      </Title>
      <TextInput
        label="Support email address"
        description="Help requests and out-of-hours chat messages are sent here."
        withAsterisk
        type="email"
        {...form.getInputProps("supportEmail")}
      />
      <Checkbox.Group
        label="Live chat days"
        description="Outside these days and hours the chat becomes a message form."
        value={hours.days.map(String)}
        onChange={(value) => form.setFieldValue("supportHours.days", value.map(Number))}
        error={form.errors["supportHours.days"]}
      >
        <Group gap="md" mt={6}>
          {days.map(([day, label]) => (
            <Checkbox key={day} value={String(day)} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label="Live chat opens (UK time)"
          type="time"
          {...form.getInputProps("supportHours.from")}
        />
        <TextInput
          label="Live chat closes (UK time)"
          type="time"
          {...form.getInputProps("supportHours.to")}
        />
      </SimpleGrid>
    </Stack>
  );
}
