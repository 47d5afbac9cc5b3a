import { messages } from "@cloudoc/contract";
import { toast } from "../../lib/notify";
import { checkResetCode, requestPasswordReset } from "./auth-api";
import { CodeStep } from "./CodeStep";
import type { ResetFlow } from "./flow-store";

/** Step 2 of Forgot Password (the Enter OTP view): the code from the e-mail. */
export function ResetCodeStep({
  flow,
  onFlowChange,
  onVerified,
  onBack,
}: {
  flow: ResetFlow;
  onFlowChange: (flow: ResetFlow) => void;
  onVerified: (flow: ResetFlow) => void;
  onBack: () => void;
}) {
  return (
    <CodeStep
      email={flow.email}
      sentAt={flow.sentAt}
      intro="If an account uses this address, we have emailed a 4-character code to"
      submitLabel="Continue"
      onSubmit={async (code) => {
        await checkResetCode(flow.resetId, code);
        onVerified({ ...flow, verified: true });
      }}
      onResend={async () => {
        const sent = await requestPasswordReset(flow.email);
        toast(sent.message || messages.otpWillBeSent, "success");
        onFlowChange({ ...flow, resetId: sent.resetId, sentAt: Date.now(), verified: false });
      }}
      back={{ label: "Use a different email", onClick: onBack }}
    />
  );
}
