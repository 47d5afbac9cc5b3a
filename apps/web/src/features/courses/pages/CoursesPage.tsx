import type { CompanyCourse } from "@cloudoc/contract";
import { Badge, Button, Container, Group, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { IconShoppingCart, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingRows } from "../../../ui/LoadingRows";
import { PageHeading } from "../../../ui/PageHeading";
import { LoadError } from "../../../ui/States";
import { courseKeys, fetchCompanyCourses } from "../api";
import { AssignCourseDialog } from "../components/AssignCourseDialog";
import { CourseCard } from "../components/CourseCard";
import { TrainingMatrix } from "../components/TrainingMatrix";
import { checkoutPath } from "../course-rules";

function CourseActions({ course, onAssign }: { course: CompanyCourse; onAssign: () => void }) {
  if (!course.owned) {
    return (
      <Button
        component={Link}
        to={checkoutPath([course._id])}
        leftSection={<IconShoppingCart size={16} aria-hidden="true" />}
        aria-label={`Buy ${course.title}`}
      >
        Buy
      </Button>
    );
  }
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {course.passed} of {course.assigned} assigned passed
      </Text>
      <Button
        variant="light"
        leftSection={<IconUserPlus size={16} aria-hidden="true" />}
        onClick={onAssign}
        aria-label={`Assign ${course.title}`}
      >
        Assign
      </Button>
    </Group>
  );
}

function Catalogue() {
  const [assigning, setAssigning] = useState<CompanyCourse | null>(null);
  const courses = useQuery({ queryKey: courseKeys.company, queryFn: fetchCompanyCourses });
  if (courses.isPending) return <LoadingRows label="Loading the courses" rows={3} />;
  if (courses.isError)
    return (
      <LoadError
        title="The courses could not be loaded"
        error={courses.error}
        onRetry={() => void courses.refetch()}
      />
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        {courses.data.map((course) => (
          <CourseCard
            key={course._id}
            course={course}
            badge={course.owned ? <Badge color="green">Bought</Badge> : undefined}
          >
            <CourseActions course={course} onAssign={() => setAssigning(course)} />
          </CourseCard>
        ))}
      </SimpleGrid>
      <AssignCourseDialog course={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}

/**
 * /company/course (spec 000 §2, side menu Training): the course catalogue, bought per
 * organisation and assigned to staff with a due date; the training matrix for managers.
 */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "matrix" ? "matrix" : "courses";
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeading
          title="Training"
          description="Short courses your staff take in their employee area: lessons, a quiz with a pass mark, and a certificate when they pass."
        />
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === "matrix" ? { tab: "matrix" } : {})}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="courses">Courses</Tabs.Tab>
            <Tabs.Tab value="matrix">Training matrix</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="courses">
            <Catalogue />
          </Tabs.Panel>
          <Tabs.Panel value="matrix">
            <TrainingMatrix />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
