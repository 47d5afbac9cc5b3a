import { Anchor, Badge, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadingRows } from "../../../ui/LoadingRows";
import { LoadError } from "../../../ui/States";
import { StoredHtml } from "../../editor/components/StoredHtml";
import editorClasses from "../../editor/editor.module.css";
import { courseKeys, fetchCourseView, startCourse } from "../api";
import { CertificateButton, CourseQuiz } from "../components/CourseQuiz";
import { shownDate, statusViews } from "../course-rules";

/**
 * /employee/courses/:id: the lessons one after another, then the quiz; a pass gives the
 * certificate. Opening the course the first time puts it in progress.
 */
export function TakeCoursePage() {
  const id = useParams().id ?? "";
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const course = useQuery({ queryKey: courseKeys.one(id), queryFn: () => fetchCourseView(id) });
  const start = useMutation({
    mutationFn: () => startCourse(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine });
      void queryClient.invalidateQueries({ queryKey: courseKeys.one(id) });
    },
  });
  const notStarted = course.data?.status === "not-started";
  const { mutate } = start;
  useEffect(() => {
    if (notStarted) mutate();
  }, [notStarted, mutate]);

  if (course.isPending) return <LoadingRows label="Loading the course" rows={4} />;
  if (course.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="The course could not be loaded"
          error={course.error}
          onRetry={() => void course.refetch()}
        />
      </Container>
    );
  }
  const data = course.data;
  const status = statusViews[data.status];
  const lessons = data.lessons.length;
  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <title>{`${data.title} | Cloudoc`}</title>
      <Stack gap="lg">
        <Anchor component={Link} to="/employee/courses" size="sm">
          Back to my courses
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{data.title}</Title>
          <Group gap="sm">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            <Text size="sm" c="dimmed">
              Due {shownDate(data.dueDate)} · about {data.minutes} minutes
            </Text>
          </Group>
        </Stack>
        {data.certificateId && (
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between">
              <Text>You passed this course{data.passedAt ? ` on ${shownDate(data.passedAt)}` : ""}.</Text>
              <CertificateButton certificateId={data.certificateId} />
            </Group>
          </Paper>
        )}
        <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect>
          {data.lessons.map((lesson, index) => (
            <Stepper.Step key={lesson.title} label={`Lesson ${index + 1}`} description={lesson.title}>
              <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="article">
                <Title order={2} size="h3" mb="sm">
                  {lesson.title}
                </Title>
                <StoredHtml html={lesson.html} className={editorClasses.content} />
              </Paper>
            </Stepper.Step>
          ))}
          <Stepper.Step label="Quiz" description={`${data.questions.length} questions`}>
            {data.certificateId ? <Text>You have passed the quiz.</Text> : <CourseQuiz course={data} />}
          </Stepper.Step>
        </Stepper>
        {step < lessons && (
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
              Previous
            </Button>
            <Button onClick={() => setStep(step + 1)}>
              {step + 1 === lessons ? "Take the quiz" : "Next lesson"}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
