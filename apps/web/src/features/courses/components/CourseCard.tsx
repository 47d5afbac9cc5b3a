import type { CourseCard as Course } from "@cloudoc/contract";
import { Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/format";

/** One course of the catalogue: what it covers, how long it takes, its price; the caller's buttons. */
export function CourseCard({
  course,
  badge,
  children,
}: {
  course: Course;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `course-${course._id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {course.title}
          </Title>
          {badge}
        </Group>
        <Text size="sm">{course.summary}</Text>
        <Group gap="md">
          <Group gap={4}>
            <IconClock size={16} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              About {course.minutes} minutes
            </Text>
          </Group>
          <Badge variant="light" color="teal">
            {course.lessons.length} lessons, {course.questions}-question quiz
          </Badge>
        </Group>
        <List size="sm" spacing={2}>
          {course.lessons.map((lesson) => (
            <List.Item key={lesson}>{lesson}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="auto">
          {formatMoney(course.price)} per organisation
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
