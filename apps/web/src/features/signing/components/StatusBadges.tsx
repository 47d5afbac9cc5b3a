import type { EnvelopeStatus, SignerStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";
import {
  envelopeStatusColours,
  envelopeStatusLabels,
  signerStatusColours,
  signerStatusLabels,
} from "../signing-rules";

export function EnvelopeStatusBadge({ status }: { status: EnvelopeStatus }) {
  return (
    <Badge variant="light" color={envelopeStatusColours[status]} style={{ overflow: "visible" }}>
      {envelopeStatusLabels[status]}
    </Badge>
  );
}

export function SignerStatusBadge({ status }: { status: SignerStatus }) {
  return (
    <Badge variant="light" color={signerStatusColours[status]} style={{ overflow: "visible" }}>
      {signerStatusLabels[status]}
    </Badge>
  );
}
