import {
  type PolicyReading,
  policyReadingMessages,
  type QuizQuestion,
  type QuizResult,
} from "@cloudoc/contract";
import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../ui/States";
import { submitQuiz } from "../api";
import { allAnswered, keepRightAnswers, type QuizAnswers } from "../reading-rules";

/** One question on its own card: one choice (radio) or several (checkboxes). */
function QuestionCard({
  question,
  number,
  total,
  chosen,
  wrong,
  onChange,
}: {
  question: QuizQuestion;
  number: number;
  total: number;
  chosen: readonly number[];
  wrong: boolean;
  onChange: (chosen: number[]) => void;
}) {
  const label = `Question ${number} of ${total}`;
  const choices = question.choice.map((text, index) => ({ text, value: String(index) }));
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={wrong ? { borderColor: "var(--mantine-color-red-8)", borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {wrong && (
            <Badge
              color="red"
              variant="light"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
            >
              Try again
            </Badge>
          )}
        </Group>
        {question.type === "single" ? (
          <Radio.Group
            label={question.question}
            value={chosen[0] === undefined ? null : String(chosen[0])}
            onChange={(value) => onChange([Number(value)])}
            styles={{ label: { fontWeight: 700, fontSize: "var(--mantine-font-size-md)", marginBottom: 8 } }}
          >
            <Stack gap="sm">
              {choices.map((c) => (
                <Radio key={c.value} value={c.value} label={c.text} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Checkbox.Group
            label={question.question}
            description="Choose every right answer."
            value={chosen.map(String)}
            onChange={(values) => onChange(values.map(Number))}
            styles={{ label: { fontWeight: 700, fontSize: "var(--mantine-font-size-md)", marginBottom: 4 } }}
          >
            <Stack gap="sm" mt="xs">
              {choices.map((c) => (
                <Checkbox key={c.value} value={c.value} label={c.text} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The quiz on the version read (issue 14): every question on its own card, submitted together;
 * the score comes back with the questions answered wrongly (never the right answers) and the
 * employee tries again until they pass.
 */
export function QuizStep({
  policy,
  onPassed,
}: {
  policy: PolicyReading;
  onPassed: (result: QuizResult) => void;
}) {
  const quiz = policy.quiz;
  const questions = quiz?.questions ?? [];
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const [message, setMessage] = useState("");
  const [unanswered, setUnanswered] = useState(false);
  const submit = useMutation({
    mutationFn: () => submitQuiz(policy._id, policy.version, questions, answers),
    onSuccess: ({ message: said, result: scored }) => {
      setResult(scored);
      setMessage(said);
      if (scored.passed) onPassed(scored);
      else setAnswers((current) => keepRightAnswers(current, scored.wrong));
    },
  });
  if (!quiz) return null;
  const wrong = new Set(result && !result.passed ? result.wrong : []);
  return (
    <Stack gap="md" component="section" aria-labelledby="quiz-title">
      <Stack gap={4}>
        <Title order={2} size="h3" id="quiz-title">
          Check your understanding
        </Title>
        <Text c="dimmed">
          Answer {questions.length === 1 ? "the question" : `all ${questions.length} questions`}. You need{" "}
          {quiz.passMark} right to pass; you can try again as often as you need.
        </Text>
      </Stack>
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={index + 1}
            total={questions.length}
            chosen={answers[question.id] ?? []}
            wrong={wrong.has(question.id)}
            onChange={(chosen) => {
              setUnanswered(false);
              setAnswers((current) => ({ ...current, [question.id]: chosen }));
            }}
          />
        ))}
      </Stack>
      {result && !result.passed && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          You scored {result.score} out of {result.total}; {result.passMark} are needed. {message}
        </Alert>
      )}
      {result?.passed && (
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          You scored {result.score} out of {result.total}. {message}
        </Alert>
      )}
      {unanswered && (
        <Text c="red" size="sm" role="alert">
          {policyReadingMessages.answerEveryQuestion}
        </Text>
      )}
      {submit.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(submit.error)}
        </Text>
      )}
      <Button
        size="md"
        fullWidth
        loading={submit.isPending}
        onClick={() => {
          if (!allAnswered(questions, answers)) setUnanswered(true);
          else submit.mutate();
        }}
      >
        {result && !result.passed ? "Submit my answers again" : "Submit my answers"}
      </Button>
    </Stack>
  );
}
