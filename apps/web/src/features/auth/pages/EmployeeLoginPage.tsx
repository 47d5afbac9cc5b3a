import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { currentTenant } from "../../../lib/tenancy";
import { AuthCard } from "../AuthCard";
import { SignInForm } from "../SignInForm";

/**
 * /employee/login: on the company's site, or on the main site, from which a signed-in employee is
 * handed over to their company's site (spec 000 §4; the server says 'Company domain name not
 * available' only when the company has no site).
 */
export function EmployeeLoginPage() {
  const navigate = useNavigate();
  const tenant = currentTenant();
  return (
    <AuthCard
      title="Employee sign in"
      subtitle={
        tenant
          ? `Sign in to read and acknowledge the policies ${tenant.companyName} has assigned you.`
          : "Sign in to read and acknowledge the policies your organisation has assigned you."
      }
      footer={
        <>
          New employee?{" "}
          <Anchor component={Link} to="/employee/register" fw={600}>
            How to get your login
          </Anchor>
        </>
      }
    >
      <SignInForm onForgotPassword={() => navigate("/forgotpassword")} autoFocus />
    </AuthCard>
  );
}
