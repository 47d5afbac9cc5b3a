import type { RegistrationState } from "@cloudoc/contract";
import { Badge } from "@mantine/core";
import { registrationView } from "../employee-rules";

/** Registered, Invited, Invitation expired or Not yet invited: in words, with a colour. */
export function RegistrationBadge({ state }: { state: RegistrationState }) {
  const view = registrationView(state);
  return (
    <Badge
      color={view.color}
      variant="light"
      radius="sm"
      tt="none"
      styles={{
        root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
        label: { overflow: "visible" },
      }}
    >
      {view.label}
    </Badge>
  );
}
