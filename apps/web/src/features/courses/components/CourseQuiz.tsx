import type { CourseQuizResult, CourseView } from "@cloudoc/contract";
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCertificate, IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { courseKeys, downloadCourseCertificate, submitQuiz } from "../api";
import { allAnswered } from "../course-rules";

/** Download of the passing attempt's certificate PDF. */
export function CertificateButton({ certificateId }: { certificateId: string }) {
  const download = useMutation({ mutationFn: () => downloadCourseCertificate(certificateId) });
  return (
    <Button
      leftSection={<IconCertificate size={18} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      Download certificate
    </Button>
  );
}

function Outcome({ result }: { result: CourseQuizResult }) {
  if (result.passed && result.certificateId) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title="You passed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            You scored {result.score} of {result.total}.
          </Text>
          <CertificateButton certificateId={result.certificateId} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Not passed yet"
    >
      You scored {result.score} of {result.total}; {result.required} are needed. Look again at question
      {result.wrong.length > 1 ? "s" : ""} {result.wrong.map((index) => index + 1).join(", ")}, then try
      again.
    </Alert>
  );
}

/** The quiz: one choice per question, marked on the server; the wrong questions are named, never the answers. */
export function CourseQuiz({ course }: { course: CourseView }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<(number | null)[]>(() => course.questions.map(() => null));
  const [result, setResult] = useState<CourseQuizResult | null>(null);
  const send = useMutation({
    mutationFn: () => submitQuiz(course._id, answers),
    onSuccess: ({ message, result: marked }) => {
      setResult(marked);
      toast(message, marked.passed ? "success" : "info");
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const answer = (question: number, option: number) =>
    setAnswers((current) => current.map((value, index) => (index === question ? option : value)));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="section"
      aria-labelledby="quiz-heading"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="quiz-heading">
            Quiz
          </Title>
          <Text size="sm" c="dimmed">
            Answer every question. You need {course.required} of {course.questions.length} right to pass (
            {course.passMarkPercent}%). You can try as often as you need.
          </Text>
        </Stack>
        {course.questions.map((question, index) => (
          <Radio.Group
            key={question.question}
            label={`${index + 1}. ${question.question}`}
            value={answers[index] === null ? null : String(answers[index])}
            onChange={(value) => answer(index, Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, optionIndex) => (
                <Radio key={option} value={String(optionIndex)} label={option} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {send.isError && (
          <Alert role="alert" color="red" variant="light">
            {errorText(send.error)}
          </Alert>
        )}
        {result && <Outcome result={result} />}
        <Group>
          <Button
            size="md"
            onClick={() => send.mutate()}
            loading={send.isPending}
            disabled={!allAnswered(answers, course.questions.length)}
          >
            Submit answers
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
