/** The employees and groups screens (spec 000 §2), and the navigation state that names a record. */
export const employeePaths = {
  list: "/company/employees",
  add: "/company/employee/add",
  edit: "/company/employee/edit",
  view: "/company/employee/view",
  deleted: "/company/deleted/employees",
  groups: "/company/groups",
  groupAdd: "/company/group/add",
  groupEdit: "/company/group/edit",
  groupView: "/company/group/view",
  /** The staff policies screen (assignment and the acknowledgement matrix live there). */
  policies: "/company/policies",
  /** The acknowledgement matrix (the policies screen's matrix view, an in-app link). */
  matrix: "/company/policies?view=matrix",
} as const;

export { recordState } from "../../ui/people/record-state";

/** Where a details or edit page opened without an employee (or a group) sends the person. */
export const employeesList = { name: "employees", to: employeePaths.list } as const;
export const groupsList = { name: "groups", to: employeePaths.groups } as const;
