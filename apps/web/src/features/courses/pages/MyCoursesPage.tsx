import type { EmployeeCourse } from "@cloudoc/contract";
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { courseKeys, fetchMyCourses } from "../api";
import { CertificateButton } from "../components/CourseQuiz";
import { shownDate, statusViews } from "../course-rules";

const actionOf = (course: EmployeeCourse) =>
  course.status === "not-started" ? "Start" : course.certificateId ? "Open" : "Continue";

/** /employee/courses: the courses the employee's organisation assigned them, still to do first. */
export function MyCoursesPage() {
  const courses = useQuery({ queryKey: courseKeys.mine, queryFn: fetchMyCourses });
  return (
    <Container size="sm" py={{ base: "md", sm: "xl" }}>
      <title>My courses | Cloudoc</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My courses</Title>
          <Text c="dimmed">
            Read each lesson, then pass the quiz by the due date to get your certificate.
          </Text>
        </Stack>
        {courses.isPending && <LoadingRows label="Loading your courses" rows={3} />}
        {courses.isError && (
          <LoadError
            title="Your courses could not be loaded"
            error={courses.error}
            onRetry={() => void courses.refetch()}
          />
        )}
        {courses.data?.length === 0 && (
          <EmptyState icon={<IconSchool size={28} aria-hidden="true" />} title="No courses yet">
            Your organisation has not assigned you a course.
          </EmptyState>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {courses.data?.map((course) => {
            const status = statusViews[course.status];
            return (
              <Paper key={course._id} component="li" withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Title order={2} size="h4">
                      {course.title}
                    </Title>
                    <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
                      {status.label}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {course.passedAt
                      ? `Passed on ${shownDate(course.passedAt)}`
                      : `Due ${shownDate(course.dueDate)}`}{" "}
                    · about {course.minutes} minutes
                  </Text>
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={`/employee/courses/${course._id}`}
                      variant={course.certificateId ? "default" : "filled"}
                      aria-label={`${actionOf(course)} ${course.title}`}
                    >
                      {actionOf(course)}
                    </Button>
                    {course.certificateId && <CertificateButton certificateId={course.certificateId} />}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Container>
  );
}
