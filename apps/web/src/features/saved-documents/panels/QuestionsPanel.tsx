import type { DocumentQuestion } from "@cloudoc/contract";
import { ActionIcon, Badge, Button, Group, List, Loader, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { deleteQuestion, extrasKeys, fetchQuestions } from "../extras-api";
import { confirmAction, errorMessage, toastError } from "../ui/feedback";
import type { PanelProps } from "./panel-props";
import { QuestionForm, questionTypeLabels } from "./QuestionForm";

function QuestionItem({
  question,
  number,
  editable,
  onDelete,
}: {
  question: DocumentQuestion;
  number: number;
  editable: boolean;
  onDelete: () => void;
}) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600}>
          {number}. {question.question}
        </Text>
        {editable && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete question ${number}`}
            onClick={onDelete}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      <Group gap={4} mt={4}>
        <Badge size="xs" variant="light">
          {questionTypeLabels[question.type]}
        </Badge>
        {question.testRequired && (
          <Badge size="xs" variant="light" color="orange">
            Test required
          </Badge>
        )}
      </Group>
      {question.choice.length > 0 && (
        <List size="sm" mt={6} spacing={2} listStyleType="none">
          {question.choice.map((choice, index) => {
            const right = question.answers.includes(index);
            return (
              <List.Item
                // A stored question's choices never reorder: the position is the choice's identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                icon={
                  <ThemeIcon
                    size={16}
                    radius="xl"
                    color={right ? "green.8" : "gray.3"}
                    variant={right ? "filled" : "light"}
                  >
                    {right ? <IconCheck size={10} aria-label="Right answer" /> : <span />}
                  </ThemeIcon>
                }
              >
                {choice}
              </List.Item>
            );
          })}
        </List>
      )}
    </Paper>
  );
}

/**
 * Questions on a document (spec 001 §7 "Questions"): staff read it, then answer these; with
 * "test required" they must pass before the policy counts as read.
 */
export function QuestionsPanel({ fileId, mode = "edit" }: PanelProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const questions = useQuery({
    queryKey: [extrasKeys.questions, fileId],
    queryFn: () => fetchQuestions(fileId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [extrasKeys.questions, fileId] });
  const remove = useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async (message) => {
      toast(message, "success");
      await refresh();
    },
    onError: toastError,
  });
  const askDelete = async (question: DocumentQuestion) => {
    const confirmed = await confirmAction({
      title: "Delete question",
      message: `Delete "${question.question}"?`,
      confirmLabel: "Delete",
      danger: true,
    });
    if (confirmed) remove.mutate(question.id);
  };
  const editable = mode === "edit";
  if (questions.isPending) return <Loader size="sm" aria-label="Loading questions" />;
  if (questions.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(questions.error)}
      </Text>
    );
  }
  const { list, testRequired } = questions.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {list.length === 0
          ? "No questions yet."
          : `${list.length} question${list.length === 1 ? "" : "s"}${testRequired ? " · staff must pass a test" : ""}`}
      </Text>
      {list.map((question, index) => (
        <QuestionItem
          key={question.id}
          question={question}
          number={index + 1}
          editable={editable}
          onDelete={() => void askDelete(question)}
        />
      ))}
      {editable && !adding && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          Add a question
        </Button>
      )}
      {editable && adding && (
        <QuestionForm
          fileId={fileId}
          onDone={async () => {
            setAdding(false);
            await refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
