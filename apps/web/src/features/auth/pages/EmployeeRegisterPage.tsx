import { routes } from "@cloudoc/contract";
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "../../../lib/api";
import { errorText } from "../../../lib/form-errors";
import { invitationToken } from "../../../lib/invitation";
import { currentTenant, onCompanySite } from "../../../lib/tenancy";
import { AuthCard } from "../AuthCard";
import { FormError } from "../FormError";
import { InvitationForm } from "../InvitationForm";
import { CompanyDomainNotAvailable } from "./CompanyDomainNotAvailable";

/** Without an invitation link: how an employee gets their login. */
function ByInvitation() {
  const company = currentTenant()?.companyName ?? "your organisation";
  return (
    <AuthCard title="Employee registration">
      <Stack gap="sm">
        <Text>
          Employees join {company} on Cloudoc by invitation. Your employer adds you as an employee, and you
          receive an email with a link to create your login. Open that link on this device to continue.
        </Text>
        <Text>If your employer has already given you a login, sign in with it.</Text>
      </Stack>
      <Button component={Link} to="/employee/login">
        Go to employee sign in
      </Button>
    </AuthCard>
  );
}

/**
 * /employee/register: the page an employee's invitation opens (the token was taken off the
 * address at start). It greets them by name and sets their password, which signs them in on
 * their company's site and goes on to their policies.
 */
export function EmployeeRegisterPage() {
  const token = invitationToken();
  const invitation = useQuery({
    queryKey: ["employee-invitation", token],
    queryFn: async () => (await call(routes.employeeInvitation, { token: token ?? "" })).response,
    enabled: token !== null && onCompanySite(),
    retry: false,
  });
  if (!onCompanySite()) return <CompanyDomainNotAvailable title="Employee registration" />;
  if (token === null) return <ByInvitation />;
  if (invitation.isPending) {
    return (
      <AuthCard title="Employee registration">
        <Loader aria-label="Reading your invitation" />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title="Employee registration">
        <FormError message={errorText(invitation.error)} />
        <Text>Ask your employer to send you a new invitation.</Text>
        <Button component={Link} to="/employee/login">
          Go to employee sign in
        </Button>
      </AuthCard>
    );
  }
  const { firstname, lastname, companyName, email } = invitation.data;
  return (
    <AuthCard
      title="Create your login"
      subtitle={`Welcome, ${`${firstname} ${lastname}`.trim()}. Choose a password to read the policies ${companyName} has assigned you.`}
    >
      <InvitationForm token={token} email={email} />
    </AuthCard>
  );
}
