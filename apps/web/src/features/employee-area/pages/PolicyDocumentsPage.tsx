import { Navigate } from "react-router";
import { useSession } from "../../../lib/use-session";
import { MyPoliciesPage } from "./MyPoliciesPage";

/**
 * /company/policy-documents: the Staff Policies entry of an employee's menu (spec 000 §6) shows
 * their policies; managers have theirs at /company/policies.
 */
export function PolicyDocumentsPage() {
  const session = useSession();
  if (session.userRole !== "employee") return <Navigate to="/company/policies" replace />;
  return <MyPoliciesPage />;
}
