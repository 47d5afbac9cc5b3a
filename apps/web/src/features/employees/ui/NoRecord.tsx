import { Button } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/States";

/** A details or edit page opened without choosing a record first. */
export function NoRecord({ noun, to }: { noun: "employee" | "group"; to: string }) {
  return (
    <EmptyState
      icon={<IconUserQuestion size={30} />}
      title={`No ${noun} chosen`}
      actions={
        <Button component={Link} to={to} variant="light">
          {noun === "employee" ? "Go to employees" : "Go to groups"}
        </Button>
      }
    >
      Open one from the list to see it here.
    </EmptyState>
  );
}
