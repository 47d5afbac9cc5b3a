import type { WebFormDetail } from "@cloudoc/contract";
import {
  Button,
  CopyButton,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { fillLink } from "../forms-rules";
import { fetchPeople, formsKeys } from "../queries/forms-api";

export interface SettingsDraft {
  title: string;
  description: string;
  allowPublic: boolean;
  notifyUserIds: string[];
}

/** The form's title, description, who may fill it in, who is told of each submission, and its link. */
export function FormSettings({
  form,
  draft,
  onChange,
}: {
  form: WebFormDetail;
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
}) {
  const people = useQuery({ queryKey: [formsKeys.people], queryFn: fetchPeople });
  const link = fillLink(window.location.origin, form.publicToken);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={draft.title}
          onChange={(e) => onChange({ ...draft, title: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => onChange({ ...draft, description: e.currentTarget.value })}
        />
        <Switch
          label="Anyone with the link may fill it in (families, visitors)"
          description="Otherwise only your staff, signed in to your site, can fill it in."
          checked={draft.allowPublic}
          onChange={(e) => onChange({ ...draft, allowPublic: e.currentTarget.checked })}
        />
        <MultiSelect
          label="Tell these people of each submission"
          placeholder="Choose people"
          searchable
          data={(people.data ?? []).map((person) => ({ value: person._id, label: person.name }))}
          value={draft.notifyUserIds}
          onChange={(notifyUserIds) => onChange({ ...draft, notifyUserIds })}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end" flex={1} data-testid="fill-link">
            {link}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? "Link copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
