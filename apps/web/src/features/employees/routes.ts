import type { RouteObject } from "react-router";

const employees = () => import("./pages/EmployeesPage");
const employeeForm = () => import("./pages/EmployeeFormPage");
const groupForm = () => import("./pages/GroupFormPage");

/** The company-app screens of employees and groups (spec 000 §2), by their path under /company. */
export const employeesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  employees: async () => ({ Component: (await employees()).EmployeesPage }),
  "deleted/employees": async () => ({ Component: (await employees()).DeletedEmployeesPage }),
  "employee/add": async () => ({ Component: (await employeeForm()).AddEmployeePage }),
  "employee/edit": async () => ({ Component: (await employeeForm()).EditEmployeePage }),
  "employee/view": async () => ({ Component: (await import("./pages/EmployeeViewPage")).EmployeeViewPage }),
  groups: async () => ({ Component: (await import("./pages/GroupsPage")).GroupsPage }),
  "group/add": async () => ({ Component: (await groupForm()).AddGroupPage }),
  "group/edit": async () => ({ Component: (await groupForm()).EditGroupPage }),
  "group/view": async () => ({ Component: (await import("./pages/GroupViewPage")).GroupViewPage }),
};
