import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { currentTenant, onCompanySite } from "../../../lib/tenancy";
import { AuthCard } from "../AuthCard";
import { SignInForm } from "../SignInForm";
import { CompanyDomainNotAvailable } from "./CompanyDomainNotAvailable";

/** /employee/login: employees sign in only on their company's site (spec 000 §8). */
export function EmployeeLoginPage() {
  const navigate = useNavigate();
  if (!onCompanySite()) return <CompanyDomainNotAvailable title="Employee sign in" />;
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
