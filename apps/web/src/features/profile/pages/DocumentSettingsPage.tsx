import { type DocumentSettingsView, type HeadingKey, headingKeys } from "@cloudoc/contract";
import {
  Alert,
  Button,
  ColorInput,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { useSession } from "../../../lib/use-session";
import { fetchSettings, profileKeys, saveSettings } from "../profile-api";
import { headingColour, headingLabel } from "../settings-rules";

const swatches = ["#1f2933", "#1c7ed6", "#0b7285", "#2b8a3e", "#5f3dc4", "#c92a2a", "#d9480f", "#862e9c"];

/** A sample page in the chosen colours, so the choice can be seen before saving. */
function Preview({ settings }: { settings: DocumentSettingsView }) {
  const levels = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
  return (
    <Paper withBorder radius="md" p="lg" aria-label="Preview of the heading colours">
      <Text size="xs" c="dimmed" mb="sm">
        Preview
      </Text>
      {levels.map((level) => {
        const Heading = level;
        return (
          <Heading key={level} style={{ color: headingColour(settings.color, level), margin: "0 0 6px" }}>
            {headingLabel(level)}
          </Heading>
        );
      })}
      <Text size="sm" c="dimmed">
        Body text keeps its usual colour.
      </Text>
    </Paper>
  );
}

/**
 * /company/settings, System Settings (spec 000 §3 documentSettings): the colour of each heading
 * level (h1 to h6, and `all` for every level without its own), and the page template.
 */
export function DocumentSettingsPage() {
  const queryClient = useQueryClient();
  const { userRole } = useSession();
  const settings = useQuery({ queryKey: profileKeys.settings, queryFn: fetchSettings, retry: false });
  const [draft, setDraft] = useState<DocumentSettingsView | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) setDraft(settings.data.documentSettings);
  }, [settings.data, draft]);
  const save = useMutation({
    mutationFn: (value: DocumentSettingsView) => saveSettings(value),
    onSuccess: (message) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: profileKeys.settings });
    },
    onError: (error) => toast(error instanceof ApiError ? error.message : String(error), "error"),
  });
  const setColour = (key: HeadingKey, value: string) =>
    setDraft((current) => (current ? { ...current, color: { ...current.color, [key]: value } } : current));

  const title = userRole === "user" ? "Other Settings" : "System Settings";
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>{`${title} | Cloudoc`}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">How your documents look when they are viewed, printed and exported.</Text>
        </div>
        {settings.isPending && <Loader aria-label="Loading the settings" />}
        {settings.isError && (
          <Alert color="red" title="The settings could not be loaded">
            {settings.error instanceof ApiError ? settings.error.message : String(settings.error)}
          </Alert>
        )}
        {draft && settings.data && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Paper withBorder radius="md" p="lg">
                  <Title order={2} size="h4" mb="xs">
                    Heading colours
                  </Title>
                  <Text size="sm" c="dimmed" mb="md">
                    "All headings" applies to every level that has no colour of its own.
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {headingKeys.map((key) => (
                      <ColorInput
                        key={key}
                        label={headingLabel(key)}
                        format="hex"
                        swatches={swatches}
                        placeholder="Default"
                        value={draft.color[key] ?? ""}
                        onChange={(value) => setColour(key, value)}
                      />
                    ))}
                  </SimpleGrid>
                </Paper>
                <Paper withBorder radius="md" p="lg">
                  <Radio.Group
                    label="Template"
                    description="The page layout of your printed and exported documents."
                    value={draft.template}
                    onChange={(value) =>
                      setDraft((current) =>
                        current
                          ? { ...current, template: value as DocumentSettingsView["template"] }
                          : current,
                      )
                    }
                  >
                    <Stack mt="sm" gap="xs">
                      {settings.data.templates.map((choice) => (
                        <Radio.Card key={choice.value} value={choice.value} radius="md" p="sm">
                          <Group wrap="nowrap" align="flex-start">
                            <Radio.Indicator />
                            <div>
                              <Text fw={600}>{choice.label}</Text>
                              <Text size="sm" c="dimmed">
                                {choice.description}
                              </Text>
                            </div>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Stack>
                  </Radio.Group>
                </Paper>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setDraft(settings.data.documentSettings)}>
                    Undo changes
                  </Button>
                  <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
                    Save
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Preview settings={draft} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
