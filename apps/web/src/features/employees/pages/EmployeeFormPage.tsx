import type { Employee } from "@cloudoc/contract";
import { useNavigate } from "react-router";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { BackLink, PeoplePage } from "../../../ui/people/PeoplePage";
import { useSaveRecord } from "../../../ui/people/use-save-record";
import { type EmployeeFormValues, formOf, fullName } from "../employee-rules";
import { addEmployee, editEmployee, employeeKeys, fetchEmployee, type Saved } from "../employees-api";
import { groupKeys } from "../groups-api";
import { employeePaths, employeesList, recordState } from "../paths";
import { useChosenRecord } from "../record-memory";
import { EmployeeForm } from "../ui/EmployeeForm";

const backToEmployees = <BackLink to={employeePaths.list}>Employees</BackLink>;

/** Saving: the message as a toast, the lists re-read, then the employee's page. */
const useSave = (save: (values: EmployeeFormValues) => Promise<Saved>) =>
  useSaveRecord({
    save,
    recordOf: (result) => result.employee,
    detailKey: employeeKeys.detail,
    reread: [employeeKeys.all, groupKeys.all],
    view: employeePaths.view,
  });

/** /company/employee/add: a new employee, invited by email or with a password set now. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  const save = useSave(addEmployee);
  return (
    <PeoplePage
      title="Add an employee"
      description="Add a member of staff so you can assign them policies. They sign in on your organisation's own site."
      above={backToEmployees}
    >
      <EmployeeForm
        saving={save.isPending}
        failure={save.error}
        submitLabel="Add employee"
        onSubmit={(values) => save.mutate(values)}
        onCancel={() => void navigate(employeePaths.list)}
      />
    </PeoplePage>
  );
}

function EditForm({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const save = useSave((values) => editEmployee(employee._id, values));
  return (
    <EmployeeForm
      initial={formOf(employee)}
      saving={save.isPending}
      failure={save.error}
      submitLabel="Save changes"
      onSubmit={(values) => save.mutate(values)}
      onCancel={() => void navigate(employeePaths.view, { state: recordState(employee._id) })}
    />
  );
}

/** /company/employee/edit: an employee's details and groups. */
export function EditEmployeePage() {
  const employee = useChosenRecord("employee", {
    detailKey: employeeKeys.detail,
    fetch: fetchEmployee,
    fresh: true,
  });
  const heading = employee.query.data ? `Edit ${fullName(employee.query.data)}` : "Edit an employee";
  return (
    <PeoplePage title="Edit an employee" heading={heading} above={backToEmployees}>
      <ChosenRecord {...employee} noun="employee" list={employeesList} loadingHeight={360}>
        {(chosen) => <EditForm key={chosen._id} employee={chosen} />}
      </ChosenRecord>
    </PeoplePage>
  );
}
