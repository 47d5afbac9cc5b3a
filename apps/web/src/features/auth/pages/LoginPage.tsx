import { Anchor, Stack } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { currentTenant, onCompanySite } from "../../../lib/tenancy";
import { AuthCard } from "../AuthCard";
import { SignInForm } from "../SignInForm";

/** /login: sign in. On a company site it names the company and links to the employee sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const tenant = currentTenant();
  const companySite = onCompanySite();
  return (
    <AuthCard
      title="Sign in"
      subtitle={
        tenant
          ? `Sign in to ${tenant.companyName} on Cloudoc.`
          : "Welcome back. Sign in to reach your organisation's documents and policies."
      }
      footer={
        <Stack gap={6} align="center">
          {!companySite && (
            <span>
              New to Cloudoc?{" "}
              <Anchor component={Link} to="/signup" fw={600}>
                Create an account
              </Anchor>
            </span>
          )}
          {companySite && (
            <span>
              Are you an employee?{" "}
              <Anchor component={Link} to="/employee/login" fw={600}>
                Employee sign in
              </Anchor>
            </span>
          )}
        </Stack>
      }
    >
      <SignInForm onForgotPassword={() => navigate("/forgotpassword")} autoFocus />
    </AuthCard>
  );
}
