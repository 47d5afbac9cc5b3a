import { pageSizes } from "@cloudoc/contract";
import { Badge, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSchool, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { EmptyState, LoadError } from "../../../ui/States";
import { courseKeys, fetchCourseMatrix } from "../api";
import { shownDate, statusViews } from "../course-rules";

type Cell = Awaited<ReturnType<typeof fetchCourseMatrix>>["list"][number]["cells"][number];

function MatrixCell({ cell }: { cell: Cell }) {
  if (!cell.status) return <Text c="dimmed">—</Text>;
  const view = statusViews[cell.status];
  return (
    <Stack gap={2}>
      <Badge color={view.color} variant="light">
        {view.label}
      </Badge>
      <Text size="xs" c="dimmed">
        {cell.passedAt ? shownDate(cell.passedAt) : cell.dueDate ? `Due ${shownDate(cell.dueDate)}` : ""}
      </Text>
    </Stack>
  );
}

/** The training matrix: active employees by the courses bought, 25 employees a page. */
export function TrainingMatrix() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const matrix = useQuery({
    queryKey: courseKeys.matrix(page, search),
    queryFn: () => fetchCourseMatrix(page, search),
    placeholderData: keepPreviousData,
  });
  const courses = matrix.data?.courses ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label="Search employees"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {matrix.isPending && <LoadingRows label="Loading the training matrix" />}
      {matrix.isError && <LoadError title="The training matrix could not be loaded" error={matrix.error} />}
      {matrix.data && courses.length === 0 && (
        <EmptyState icon={<IconSchool size={28} aria-hidden="true" />} title="No courses yet">
          Buy a course, then assign it to your staff.
        </EmptyState>
      )}
      {matrix.data && courses.length > 0 && (
        <Table.ScrollContainer minWidth={360 + courses.length * 170}>
          <Table striped verticalSpacing="sm" aria-label="Training matrix">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                {courses.map((course) => (
                  <Table.Th key={course._id}>{course.title}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrix.data.list.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>
                    <Text fw={600}>{row.name}</Text>
                    <Text size="xs" c="dimmed">
                      {row.email}
                    </Text>
                  </Table.Td>
                  {row.cells.map((cell) => (
                    <Table.Td key={cell.courseId}>
                      <MatrixCell cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {matrix.data && (
        <Pager
          page={page}
          size={pageSizes.employees}
          total={matrix.data.total}
          noun="employees"
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
