import { Button } from "@mantine/core";
import { IconFileCertificate } from "@tabler/icons-react";
import { type ComponentProps, useState } from "react";
import { AssignDialog } from "../../policies";

/** Assign policies to this employee or group: the button, and the dialog it opens. */
export function AssignPoliciesButton({ target }: { target: ComponentProps<typeof AssignDialog>["target"] }) {
  const [assigning, setAssigning] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
        onClick={() => setAssigning(true)}
      >
        Assign policies
      </Button>
      {assigning && <AssignDialog opened onClose={() => setAssigning(false)} target={target} />}
    </>
  );
}
