import type { Employee } from "@cloudoc/contract";
import { Anchor, Container, Group, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { type EmployeeFormValues, formOf, fullName } from "../employee-rules";
import { addEmployee, editEmployee, employeeKeys, fetchEmployee, type Saved } from "../employees-api";
import { groupKeys } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { useRecordId } from "../record-memory";
import { EmployeeForm } from "../ui/EmployeeForm";
import { NoRecord } from "../ui/NoRecord";
import { PageHeading } from "../ui/PageHeading";

function BackToEmployees() {
  return (
    <Anchor component={Link} to={employeePaths.list}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        Employees
      </Group>
    </Anchor>
  );
}

/** Saving: the message as a toast, the lists re-read, then the employee's page. */
function useSave(save: (values: EmployeeFormValues) => Promise<Saved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      toast(result.message, "success");
      queryClient.setQueryData(employeeKeys.detail(result.employee._id), result.employee);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
      void navigate(employeePaths.view, { state: recordState(result.employee._id) });
    },
  });
}

/** /company/employee/add: a new employee, invited by email or with a password set now. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const save = useSave(addEmployee);
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <BackToEmployees />
        <PageHeading
          title="Add an employee"
          description="Add a member of staff so you can assign them policies. They sign in on your organisation's own site."
        />
        <EmployeeForm
          saving={save.isPending}
          failure={save.isError ? errorText(save.error) : null}
          failureError={save.error}
          submitLabel="Add employee"
          onSubmit={(values) => save.mutate(values)}
          onCancel={() => void navigate(employeePaths.list)}
        />
      </Stack>
    </Container>
  );
}

function EditForm({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const save = useSave((values) => editEmployee(employee._id, values));
  return (
    <EmployeeForm
      initial={formOf(employee)}
      saving={save.isPending}
      failure={save.isError ? errorText(save.error) : null}
      failureError={save.error}
      submitLabel="Save changes"
      onSubmit={(values) => save.mutate(values)}
      onCancel={() => void navigate(employeePaths.view, { state: recordState(employee._id) })}
    />
  );
}

/** /company/employee/edit: an employee's details and groups. */
export function EditEmployeePage() {
  const id = useRecordId("employee");
  const employee = useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: () => fetchEmployee(id),
    enabled: id !== "",
    staleTime: 0,
  });
  const heading = employee.data ? `Edit ${fullName(employee.data)}` : "Edit an employee";
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <BackToEmployees />
        <PageHeading title="Edit an employee" heading={heading} />
        {!id && <NoRecord noun="employee" to={employeePaths.list} />}
        {id && employee.isPending && <Skeleton height={360} aria-label="Loading the employee" />}
        {employee.isError && (
          <LoadError
            title="The employee could not be loaded"
            error={employee.error}
            onRetry={() => void employee.refetch()}
          />
        )}
        {employee.data && <EditForm key={employee.data._id} employee={employee.data} />}
      </Stack>
    </Container>
  );
}
