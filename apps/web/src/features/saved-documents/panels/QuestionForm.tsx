import { maxChoicesPerQuestion, type QuestionType, setQuestionSchema } from "@cloudoc/contract";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { type QuestionDraft, saveQuestion } from "../extras-api";
import { errorMessage } from "../ui/feedback";

export const questionTypeLabels: Record<QuestionType, string> = {
  single: "One right answer",
  multiple: "Several right answers",
  text: "Written answer",
};
const typeData = (Object.keys(questionTypeLabels) as QuestionType[]).map((value) => ({
  value,
  label: questionTypeLabels[value],
}));

const emptyDraft: QuestionDraft = {
  question: "",
  type: "single",
  choice: ["", ""],
  answers: [],
  testRequired: false,
};

/** Marks which choices are right: one (radio) or several (checkboxes). */
function RightMark({
  draft,
  index,
  onChange,
}: {
  draft: QuestionDraft;
  index: number;
  onChange: (answers: number[]) => void;
}) {
  const checked = draft.answers.includes(index);
  const label = `Choice ${index + 1} is right`;
  if (draft.type === "single") {
    return <Radio aria-label={label} checked={checked} onChange={() => onChange([index])} />;
  }
  return (
    <Checkbox
      aria-label={label}
      checked={checked}
      onChange={() =>
        onChange(checked ? draft.answers.filter((i) => i !== index) : [...draft.answers, index])
      }
    />
  );
}

function ChoiceList({
  draft,
  update,
}: {
  draft: QuestionDraft;
  update: (change: Partial<QuestionDraft>) => void;
}) {
  const setChoice = (index: number, text: string) =>
    update({ choice: draft.choice.map((item, i) => (i === index ? text : item)) });
  const removeChoice = (index: number) =>
    update({
      choice: draft.choice.filter((_, i) => i !== index),
      answers: draft.answers.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
    });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Choices{" "}
        <Text span size="xs" c="dimmed">
          (tick the right {draft.type === "single" ? "one" : "ones"})
        </Text>
      </Text>
      {draft.choice.map((choice, index) => (
        // Choices have no ids of their own; their position is what the answers point at.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the choice's identity here
        <Group key={index} gap={6} wrap="nowrap">
          <RightMark draft={draft} index={index} onChange={(answers) => update({ answers })} />
          <TextInput
            aria-label={`Choice ${index + 1}`}
            size="xs"
            style={{ flex: 1 }}
            value={choice}
            onChange={(event) => setChoice(index, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove choice ${index + 1}`}
            disabled={draft.choice.length <= 2}
            onClick={() => removeChoice(index)}
          >
            <IconX size={14} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {draft.choice.length < maxChoicesPerQuestion && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} aria-hidden="true" />}
          onClick={() => update({ choice: [...draft.choice, ""] })}
          w="fit-content"
        >
          Add a choice
        </Button>
      )}
    </Stack>
  );
}

/** A new question: text, type, choices with the right ones marked, and whether a test is required. */
export function QuestionForm({
  fileId,
  onDone,
  onCancel,
}: {
  fileId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | undefined>();
  const update = (change: Partial<QuestionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(undefined);
  };
  const save = useMutation({
    mutationFn: () => saveQuestion(fileId, draft),
    onSuccess: (message) => {
      toast(message, "success");
      setDraft(emptyDraft);
      onDone();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = () => {
    // The contract's own rules, so the message matches the server's word for word.
    const checked = setQuestionSchema.safeParse({ fileId, ...draft });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    save.mutate();
  };
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="sm">
        <Textarea
          label="Question"
          autosize
          minRows={2}
          value={draft.question}
          onChange={(event) => update({ question: event.currentTarget.value })}
        />
        <Select
          label="Kind of answer"
          size="xs"
          data={typeData}
          value={draft.type}
          allowDeselect={false}
          onChange={(value) => value && update({ type: value as QuestionType, answers: [] })}
        />
        {draft.type !== "text" && <ChoiceList draft={draft} update={update} />}
        <Switch
          label="Staff must pass a test on this document"
          checked={draft.testRequired}
          onChange={(event) => update({ testRequired: event.currentTarget.checked })}
        />
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" onClick={submit} loading={save.isPending}>
            Add question
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
