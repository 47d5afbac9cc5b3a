import { routes } from "@cloudoc/contract";
import { Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "../../../lib/api";
import { errorText } from "../../../lib/form-errors";
import { invitationToken } from "../../../lib/invitation";
import { onCompanySite } from "../../../lib/tenancy";
import { AuthCard } from "../../auth/AuthCard";
import { FormError } from "../../auth/FormError";
import { InvitationForm, type InvitationPassword } from "../../auth/InvitationForm";

const title = "Set your password";
const setPassword = (input: InvitationPassword) => call(routes.setUserPassword, input);

function SignInInstead({ children }: { children: React.ReactNode }) {
  return (
    <AuthCard title={title}>
      <Stack gap="sm">{children}</Stack>
      <Button component={Link} to="/login">
        Go to sign in
      </Button>
    </AuthCard>
  );
}

/**
 * /set-password: the page a system user's invitation opens, on their organisation's own site (the
 * token was taken off the address at start). It greets them and sets their password, which signs
 * them in and goes on to the dashboard.
 */
export function SetPasswordPage() {
  const token = invitationToken();
  const invitation = useQuery({
    queryKey: ["user-invitation", token],
    queryFn: async () => (await call(routes.userInvitation, { token: token ?? "" })).response,
    enabled: token !== null && onCompanySite(),
    retry: false,
  });
  if (token === null || !onCompanySite()) {
    return (
      <SignInInstead>
        <Text>
          Open the link in the email your organisation sent you: it takes you to your organisation's own
          Cloudoc address to set your password. If you have set it already, sign in.
        </Text>
      </SignInInstead>
    );
  }
  if (invitation.isPending) {
    return (
      <AuthCard title={title}>
        <Loader aria-label="Reading your invitation" />
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <SignInInstead>
        <FormError message={errorText(invitation.error)} />
      </SignInInstead>
    );
  }
  const { firstname, lastname, companyName, email } = invitation.data;
  return (
    <AuthCard
      title={title}
      subtitle={`Welcome, ${`${firstname} ${lastname}`.trim()}. Choose a password to sign in to ${companyName}'s account.`}
    >
      <InvitationForm token={token} email={email} send={setPassword} submitLabel="Set password and sign in" />
    </AuthCard>
  );
}
