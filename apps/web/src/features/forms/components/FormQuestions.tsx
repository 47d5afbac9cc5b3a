import type { AnswerValue, WebFormAnswers, WebFormField } from "@cloudoc/contract";
import { Stack } from "@mantine/core";
import { FieldInput } from "./FieldInput";

/** A form's questions in order: filled on the fill page, shown only in the builder's preview. */
export function FormQuestions({
  fields,
  answers,
  files,
  errors = {},
  onAnswer,
  onFile,
  preview = false,
}: {
  fields: readonly WebFormField[];
  answers: WebFormAnswers;
  files: Readonly<Record<string, File>>;
  errors?: Readonly<Record<string, string>>;
  onAnswer: (fieldId: string, value: AnswerValue) => void;
  onFile: (fieldId: string, file: File | null) => void;
  preview?: boolean;
}) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          value={answers[field.id]}
          file={files[field.id] ?? null}
          error={errors[field.id]}
          preview={preview}
          onChange={(value) => onAnswer(field.id, value)}
          onFile={(file) => onFile(field.id, file)}
        />
      ))}
    </Stack>
  );
}
