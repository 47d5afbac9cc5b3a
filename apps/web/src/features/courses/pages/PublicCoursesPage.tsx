import { Box, Button, Container, SimpleGrid } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useLocation } from "react-router";
import { ErrorState, ListSkeleton } from "../../site/ui/ListStates";
import { PageHeader } from "../../site/ui/PageHeader";
import classes from "../../site/ui/site.module.css";
import { courseKeys, fetchPublicCourses } from "../api";
import { CourseCard } from "../components/CourseCard";
import { checkoutPath } from "../course-rules";

/** /course (spec 000 §2): the training courses on sale; buying happens in the company app. */
export function PublicCoursesPage() {
  const courses = useQuery({ queryKey: courseKeys.public, queryFn: fetchPublicCourses });
  return (
    <>
      <PageHeader
        title="Training courses"
        crumbs={[{ label: "Training courses" }]}
        description="Short online courses for care staff, written for UK law and practice. Buy a course once for your organisation, assign it to your staff with a due date, and keep their certificates."
      />
      <Box className={classes.section}>
        <Container size="xl">
          {courses.isPending && <ListSkeleton count={3} height={320} label="Loading the courses" />}
          {courses.isError && <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />}
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
            {courses.data?.map((course) => (
              <CourseCard key={course._id} course={course}>
                <Button
                  component={Link}
                  to={checkoutPath([course._id])}
                  leftSection={<IconShoppingCart size={16} aria-hidden="true" />}
                  aria-label={`Buy ${course.title} for your organisation`}
                >
                  Buy for your organisation
                </Button>
              </CourseCard>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}

/** /course/checkout: the checkout is the company app's, signed in. */
export function ToCourseCheckout() {
  return <Navigate to={`/company/course/checkout${useLocation().search}`} replace />;
}
