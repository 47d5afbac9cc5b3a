import { Button } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/States";
import { userPaths } from "../paths";

/** A details or edit page opened without choosing a user first. */
export function NoUser() {
  return (
    <EmptyState
      icon={<IconUserQuestion size={30} />}
      title="No user chosen"
      actions={
        <Button component={Link} to={userPaths.list} variant="light">
          Go to users
        </Button>
      }
    >
      Open one from the list to see them here.
    </EmptyState>
  );
}
