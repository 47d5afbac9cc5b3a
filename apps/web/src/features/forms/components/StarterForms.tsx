import { type StarterFormKey, starterForms } from "@cloudoc/contract";
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";

/** The ready-made care forms a company copies into its own as a draft ("Use this form"). */
export function StarterForms({
  onUse,
  busy,
}: {
  onUse: (key: StarterFormKey) => void;
  busy: StarterFormKey | null;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Starter forms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {starterForms.map((starter) => (
          <Card key={starter.key} withBorder radius="md" padding="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Text fw={600}>{starter.title}</Text>
                <Text size="sm" c="dimmed">
                  {starter.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {starter.fields.length} fields
                </Text>
              </Stack>
              <Button
                variant="light"
                size="xs"
                loading={busy === starter.key}
                onClick={() => onUse(starter.key)}
                // The name starts with what the button shows (WCAG 2.5.3), then says which form.
                aria-label={`Use this form: ${starter.title}`}
              >
                Use this form
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
