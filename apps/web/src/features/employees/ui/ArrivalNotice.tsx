import { Alert } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";
import { arrivalNotice } from "../employee-rules";

/**
 * The success notice of an assignment made elsewhere (spec 001 §4: assigning to a group lands on
 * /groups, to employees on /employees). Closing it clears it from this history entry.
 */
export function ArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = arrivalNotice(location.state);
  if (!notice) return null;
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Close the message"
      onClose={() => void navigate(location.pathname, { replace: true, state: null })}
    >
      {notice}
    </Alert>
  );
}
