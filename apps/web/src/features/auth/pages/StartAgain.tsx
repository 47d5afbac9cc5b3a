import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard } from "../AuthCard";

/** Shown by /verifyotp and /resetpassword when there is no code request in progress in this tab. */
export function StartAgain({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <Text>
        This step follows a request for a code, and there is none in progress here (the page may have been
        reloaded). Please start again.
      </Text>
      <Group grow>
        <Button component={Link} to="/forgotpassword" variant="default">
          Reset my password
        </Button>
        <Button component={Link} to="/signup" variant="default">
          Create an account
        </Button>
      </Group>
      <Button component={Link} to="/login">
        Go to sign in
      </Button>
    </AuthCard>
  );
}
