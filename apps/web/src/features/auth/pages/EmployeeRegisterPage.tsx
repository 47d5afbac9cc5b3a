import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { currentTenant, onCompanySite } from "../../../lib/tenancy";
import { AuthCard } from "../AuthCard";
import { CompanyDomainNotAvailable } from "./CompanyDomainNotAvailable";

/**
 * /employee/register. Employees join by their employer's invitation; the invitation (and the
 * screen it opens to set a password) is not built yet, and this page says so.
 */
export function EmployeeRegisterPage() {
  if (!onCompanySite()) return <CompanyDomainNotAvailable title="Employee registration" />;
  const company = currentTenant()?.companyName ?? "your organisation";
  return (
    <AuthCard title="Employee registration">
      <Stack gap="sm">
        <Text>
          Employees join {company} on Cloudoc by invitation. Your employer adds you as an employee, and you
          receive an email with a link to create your login.
        </Text>
        <Text>
          Invitations are not available yet, so there is nothing to fill in here. If your employer has already
          given you a login, sign in with it.
        </Text>
      </Stack>
      <Button component={Link} to="/employee/login">
        Go to employee sign in
      </Button>
    </AuthCard>
  );
}
