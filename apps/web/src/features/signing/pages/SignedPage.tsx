import { signingMessages } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { forgetInvitationToken } from "../../../lib/invitation";
import { SignerMessage } from "../components/SignerMessage";

/** What the signing page hands this page. */
export interface SignedState {
  outcome: "signed" | "declined";
  title: string;
}

const isSignedState = (value: unknown): value is SignedState =>
  typeof value === "object" && value !== null && "outcome" in value && "title" in value;

/** /document/sign/success (spec 000 §2): the signer's answer is recorded; the link is spent. */
export function SignedPage() {
  const { state } = useLocation();
  useEffect(() => forgetInvitationToken(), []);
  const shown = isSignedState(state) ? state : null;
  if (shown?.outcome === "declined") {
    return (
      <SignerMessage title="You declined to sign" icon={<IconCircleX size={32} />} colour="gray">
        <Text c="dimmed">{signingMessages.declined}</Text>
      </SignerMessage>
    );
  }
  return (
    <SignerMessage title="Document signed" icon={<IconCircleCheck size={32} />} colour="green" withVerify>
      <Text fw={600}>{signingMessages.signed}</Text>
      <Text c="dimmed">
        {shown ? `“${shown.title}”` : "The document"} will be emailed to you as a sealed PDF once everyone has
        signed. You can check that copy on our verify page at any time.
      </Text>
    </SignerMessage>
  );
}
