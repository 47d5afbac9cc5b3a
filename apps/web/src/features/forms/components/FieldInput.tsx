import type { AnswerValue, WebFormField } from "@cloudoc/contract";
import {
  Checkbox,
  FileInput,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { SignatureInput } from "./SignatureInput";

export interface FieldInputProps {
  field: WebFormField;
  value: AnswerValue | undefined;
  file?: File | null;
  error?: string;
  onChange: (value: AnswerValue) => void;
  onFile: (file: File | null) => void;
  /** The builder's preview: shown, not filled. */
  preview?: boolean;
}

const textOf = (value: AnswerValue | undefined) => (typeof value === "string" ? value : "");

/** One question of a form as the person filling it sees it (the fill page and the builder's preview). */
export function FieldInput({
  field,
  value,
  file,
  error,
  onChange,
  onFile,
  preview = false,
}: FieldInputProps) {
  if (field.type === "heading") {
    return (
      <Title order={2} size="h4" mt="sm">
        {field.label}
      </Title>
    );
  }
  if (field.type === "helpText") return <Text c="dimmed">{field.label}</Text>;
  const common = {
    label: field.label,
    description: field.help || undefined,
    required: field.required,
    error,
    disabled: preview,
  };
  // Label, help, required mark and error around a control that is not one of Mantine's inputs.
  const { disabled: _disabled, ...wrapper } = common;
  switch (field.type) {
    case "shortText":
      return (
        <TextInput {...common} value={textOf(value)} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case "longText":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          value={typeof value === "number" ? value : ""}
          onChange={(next) => onChange(typeof next === "number" ? next : null)}
        />
      );
    case "date":
    case "time":
      return (
        <TextInput
          {...common}
          type={field.type}
          value={textOf(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case "singleChoice":
      return (
        <Radio.Group {...common} value={textOf(value)} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={preview} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "multipleChoice":
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={preview} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "yesNo":
      return (
        <Input.Wrapper {...wrapper}>
          <SegmentedControl
            aria-label={field.label}
            disabled={preview}
            value={value === true ? "yes" : value === false ? "no" : ""}
            onChange={(next) => onChange(next === "yes")}
            data={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
          />
        </Input.Wrapper>
      );
    case "signature":
      return (
        <Input.Wrapper {...wrapper}>
          <SignatureInput label={field.label} disabled={preview} onChange={onChange} />
        </Input.Wrapper>
      );
    case "file":
      return (
        <FileInput
          {...common}
          clearable
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          placeholder="Take a photo or choose a file"
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          value={file ?? null}
          onChange={onFile}
        />
      );
  }
}
