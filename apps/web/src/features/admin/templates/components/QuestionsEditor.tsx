import type { TemplateFieldsView } from "@cloudoc/contract";
import { ActionIcon, Button, Group, Paper, Radio, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

type Question = TemplateFieldsView["questions"][number];

interface Props {
  questions: Question[];
  testRequired: boolean;
  onChange: (questions: Question[], testRequired: boolean) => void;
}

const blankQuestion: Question = { question: "", options: ["", ""], answer: 0 };

/** The quiz staff answer after reading: each question, its options and the right one. */
export function QuestionsEditor({ questions, testRequired, onChange }: Props) {
  const update = (index: number, question: Question) =>
    onChange(
      questions.map((q, i) => (i === index ? question : q)),
      testRequired,
    );
  return (
    <Stack gap="sm">
      <Switch
        label="Staff must pass the test after reading"
        checked={testRequired}
        onChange={(e) => onChange(questions, e.currentTarget.checked)}
      />
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          No questions yet.
        </Text>
      )}
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a question has no id; its position is its identity
        <Paper key={`question-${index}`} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={`Question ${index + 1}`}
                value={question.question}
                onChange={(e) => update(index, { ...question, question: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove question ${index + 1}`}
                onClick={() =>
                  onChange(
                    questions.filter((_, i) => i !== index),
                    testRequired,
                  )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Radio.Group
              label="Options (choose the right answer)"
              value={String(question.answer)}
              onChange={(value) => update(index, { ...question, answer: Number(value) })}
            >
              <Stack gap={6} mt={4}>
                {question.options.map((option, optionIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its identity (the answer is an index)
                  <Group key={`option-${optionIndex}`} gap="xs" wrap="nowrap">
                    <Radio
                      value={String(optionIndex)}
                      aria-label={`Option ${optionIndex + 1} is the right answer`}
                    />
                    <TextInput
                      aria-label={`Option ${optionIndex + 1} of question ${index + 1}`}
                      value={option}
                      size="xs"
                      style={{ flex: 1 }}
                      onChange={(e) =>
                        update(index, {
                          ...question,
                          options: question.options.map((o, i) =>
                            i === optionIndex ? e.currentTarget.value : o,
                          ),
                        })
                      }
                    />
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
            {question.options.length < 10 && (
              <Button
                size="compact-xs"
                variant="subtle"
                w="fit-content"
                onClick={() => update(index, { ...question, options: [...question.options, ""] })}
              >
                Add an option
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        onClick={() => onChange([...questions, blankQuestion], testRequired)}
      >
        Add a question
      </Button>
    </Stack>
  );
}
