import { Navigate, type RouteObject } from "react-router";
import { coursesEmployeePages } from "../../features/courses/routes";
import { employeeAreaData, employeeAreaPages } from "../../features/employee-area/routes";
import { employeePages } from "../pages";
import { extraRoutes, notFound, pageRoute } from "./screens";

/** Employee area; the bare /employee path goes to / (spec 000 §2 Entry rules). */
export const employeeArea: RouteObject = {
  path: "employee",
  children: [
    { index: true, element: <Navigate to="/" replace /> },
    {
      lazy: async () => ({ Component: (await import("../shells/employee/EmployeeShell")).EmployeeShell }),
      children: [
        ...employeePages.map((info) => pageRoute(employeeAreaPages, info, employeeAreaData)),
        // Reading one assigned policy (not a route of its own in the specification's list).
        ...extraRoutes({ "policies/:id": employeeAreaPages["policies/:id"] }, employeeAreaData),
        // The employee's training courses (decision 031).
        ...extraRoutes(coursesEmployeePages),
        notFound("*"),
      ],
    },
  ],
};
