import type { WebFormField } from "@cloudoc/contract";
import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { fieldTypeLabels } from "../forms-rules";

/** One field of the builder: its question, help, required flag, and options or limits. */
export function FieldEditor({
  field,
  error,
  onChange,
  onRemove,
}: {
  field: WebFormField;
  error?: string;
  onChange: (field: WebFormField) => void;
  onRemove: () => void;
}) {
  const isText = field.type === "heading" || field.type === "helpText";
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Badge variant="light">{fieldTypeLabels[field.type]}</Badge>
        <Tooltip label="Remove this field">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${field.label}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {field.type === "helpText" ? (
        <Textarea
          label="Help text"
          autosize
          minRows={2}
          value={field.label}
          error={error}
          onChange={(e) => onChange({ ...field, label: e.currentTarget.value })}
        />
      ) : (
        <TextInput
          label={field.type === "heading" ? "Section heading" : "Question"}
          value={field.label}
          error={error}
          onChange={(e) => onChange({ ...field, label: e.currentTarget.value })}
        />
      )}
      {!isText && <AnsweredSettings field={field} onChange={onChange} />}
    </Stack>
  );
}

function AnsweredSettings({
  field,
  onChange,
}: {
  field: Exclude<WebFormField, { type: "heading" | "helpText" }>;
  onChange: (field: WebFormField) => void;
}) {
  return (
    <>
      <TextInput
        label="Help for this question"
        placeholder="Optional"
        value={field.help}
        onChange={(e) => onChange({ ...field, help: e.currentTarget.value })}
      />
      {(field.type === "singleChoice" || field.type === "multipleChoice") && (
        <Textarea
          label="Options, one a line"
          autosize
          minRows={2}
          value={field.options.join("\n")}
          onChange={(e) => onChange({ ...field, options: e.currentTarget.value.split("\n") })}
        />
      )}
      {field.type === "number" && (
        <Group grow>
          <NumberInput
            label="Smallest allowed"
            value={field.min ?? ""}
            onChange={(value) => onChange({ ...field, min: typeof value === "number" ? value : null })}
          />
          <NumberInput
            label="Largest allowed"
            value={field.max ?? ""}
            onChange={(value) => onChange({ ...field, max: typeof value === "number" ? value : null })}
          />
        </Group>
      )}
      <Switch
        label="An answer is required"
        checked={field.required}
        onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })}
      />
    </>
  );
}
