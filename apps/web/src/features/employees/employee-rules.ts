import type {
  Employee,
  RegistrationState,
  StaffImportField,
  StaffImportPreview,
  StaffImportRow,
} from "@cloudoc/contract";

/** Pure rules of the employees and groups screens (issue 14; spec 000 §2, §9). */

export interface RegistrationView {
  label: string;
  /** A Mantine colour; never the only sign: the label says it too. */
  color: string;
  /** One line on what it means, for the details page. */
  explanation: string;
}

/** How an employee's sign-in stands, as the list and the details page show it. */
export function registrationView(state: RegistrationState): RegistrationView {
  switch (state) {
    case "registered":
      return { label: "Registered", color: "green", explanation: "Has set a password and can sign in." };
    case "invited":
      return {
        label: "Invited",
        color: "blue",
        explanation: "An invitation to register has been emailed and is waiting to be used.",
      };
    case "expired":
      return {
        label: "Invitation expired",
        color: "orange",
        explanation: "The invitation was not used within 7 days. Send a new one.",
      };
    default:
      return {
        label: "Not yet invited",
        color: "gray",
        explanation: "Has not been sent an invitation yet.",
      };
  }
}

/** "Ann Smith". */
export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** Whether an invitation can be sent (again): not for those who registered or were deactivated. */
export const canInvite = (employee: Pick<Employee, "registration" | "deactivatedAt">) =>
  employee.registration !== "registered" && employee.deactivatedAt === null;

/** The label of the invite button for this employee. */
export const inviteLabel = (employee: Pick<Employee, "registration">) =>
  employee.registration === "none" ? "Send invitation" : "Resend invitation";

/** A stored YYYY-MM-DD as the form shows it (DD/MM/YYYY); '' when there is none. */
export function ukDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** The fields of the add and edit form. */
export interface EmployeeFormValues {
  firstname: string;
  lastname: string;
  email: string;
  jobRole: string;
  /** DD/MM/YYYY as typed; '' for none. */
  startDate: string;
  groupIds: string[];
  setup: "invite" | "password";
  password: string;
  confirmpassword: string;
}

export const emptyEmployeeForm: EmployeeFormValues = {
  firstname: "",
  lastname: "",
  email: "",
  jobRole: "",
  startDate: "",
  groupIds: [],
  setup: "invite",
  password: "",
  confirmpassword: "",
};

/** The form filled from a stored employee (editing). */
export function formOf(employee: Employee): EmployeeFormValues {
  return {
    ...emptyEmployeeForm,
    firstname: employee.firstname,
    lastname: employee.lastname,
    email: employee.email,
    jobRole: employee.jobRole,
    startDate: ukDate(employee.startDate),
    groupIds: employee.groups.map((group) => group._id),
  };
}

/** The fields both add and edit send; an empty start date is sent as none. */
export function detailsOf(values: EmployeeFormValues) {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    jobRole: values.jobRole,
    startDate: values.startDate.trim() === "" ? null : values.startDate.trim(),
    groupIds: values.groupIds,
  };
}

/** What the add call sends: a password only when the manager sets one now. */
export function addRequestOf(values: EmployeeFormValues) {
  const details = detailsOf(values);
  if (values.setup === "invite") return { ...details, setup: "invite" as const };
  return {
    ...details,
    setup: "password" as const,
    password: values.password,
    confirmpassword: values.confirmpassword,
  };
}

// ---- the staff-list import ----

/** The columns of the CSV template, in the order the server reads them by name. */
export const importColumns = [
  "First name",
  "Last name",
  "Email",
  "Job role",
  "Start date",
  "Groups",
] as const;

/** The template offered for download: the header and one example row (groups separated by ";"). */
export const importTemplate = `${importColumns.join(",")}\r\nAnn,Smith,ann.smith@example.com,Senior carer,01/09/2024,Night staff; Senior carers\r\n`;

/** The field each column of the preview table shows. */
export const previewFields: readonly { field: StaffImportField; label: string }[] = [
  { field: "firstname", label: "First name" },
  { field: "lastname", label: "Last name" },
  { field: "email", label: "Email" },
  { field: "jobRole", label: "Job role" },
  { field: "startDate", label: "Start date" },
  { field: "groups", label: "Groups" },
];

/** A row's errors on one field, joined; undefined when the field is fine. */
export function fieldError(row: StaffImportRow, field: StaffImportField): string | undefined {
  const found = row.errors.filter((error) => error.field === field).map((error) => error.message);
  return found.length > 0 ? found.join(" ") : undefined;
}

/** The cell's text as the preview shows it. */
export function cellText(row: StaffImportRow, field: StaffImportField): string {
  return field === "groups" ? row.groups.join("; ") : row[field];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 rows are ready to import; 2 rows have errors and will be left out." */
export function previewSummary(preview: Pick<StaffImportPreview, "valid" | "invalid">): string {
  const ready =
    preview.valid === 0
      ? "No rows are ready to import"
      : `${plural(preview.valid, "row is", "rows are")} ready to import`;
  if (preview.invalid === 0) return `${ready}.`;
  return `${ready}; ${plural(preview.invalid, "row has", "rows have")} errors and will be left out.`;
}

/** The confirm button: "Import 12 employees". */
export const importButtonLabel = (valid: number) => `Import ${plural(valid, "employee", "employees")}`;

/** Rows with errors first, so the manager sees what to fix without scrolling. */
export function rowsForPreview(rows: readonly StaffImportRow[]): StaffImportRow[] {
  return [...rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row);
}

// ---- arriving from an assignment ----

/**
 * The notice to show on arriving at /groups or /employees from an assignment (spec 001 §4:
 * "assignment of policies lands here"): the navigation state's `notice` (or `message`) text.
 */
export function arrivalNotice(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const record = state as Record<string, unknown>;
  for (const key of ["notice", "message", "assigned"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "object" && value !== null) {
      const nested = (value as Record<string, unknown>).message;
      if (typeof nested === "string" && nested.trim() !== "") return nested.trim();
    }
  }
  return null;
}
