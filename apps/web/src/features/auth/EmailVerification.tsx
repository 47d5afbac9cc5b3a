import { messages } from "@cloudoc/contract";
import { useState } from "react";
import { browserLocalStorage, readOfflineCart } from "../../lib/cart-storage";
import type { Destination } from "../../lib/entry-rules";
import { toast } from "../../lib/notify";
import { registerCompany, sendSignupCode, verifySignupCode } from "./auth-api";
import { CodeStep } from "./CodeStep";
import type { SignupFlow } from "./flow-store";
import { Redirecting } from "./Redirecting";
import { useFinishSignIn } from "./use-finish-sign-in";

function whereTo(destination: Destination): string {
  const page = destination.kind === "site" ? new URL(destination.url).pathname : destination.to;
  if (page === "/checkout") return "Taking you to checkout to finish your order…";
  if (destination.kind === "site") return "Taking you to your company site…";
  return "Taking you to your dashboard…";
}

interface EmailVerificationProps {
  flow: SignupFlow;
  /** A new code was sent (new id and time). */
  onFlowChange: (flow: SignupFlow) => void;
  /** Back to the registration form to change a detail. */
  onBack: () => void;
}

/**
 * The Email Verification step of sign-up (spec 000 §4 Signup): check the code, register the
 * company with the offline cart, say 'Registered Successfully.' and move on after 1500 ms.
 */
export function EmailVerification({ flow, onFlowChange, onBack }: EmailVerificationProps) {
  const finish = useFinishSignIn();
  const [leaving, setLeaving] = useState<string | null>(null);
  const name = `${flow.fields.firstname} ${flow.fields.lastname}`.trim();

  return (
    <CodeStep
      email={flow.fields.email}
      sentAt={flow.sentAt}
      submitLabel="Verify and create account"
      onSubmit={async (code) => {
        await verifySignupCode(flow.codeId, code);
        const cart = readOfflineCart(browserLocalStorage());
        const reply = await registerCompany(flow.fields, flow.codeId, cart);
        const destination = finish(reply, { registration: true, hadOfflineCart: cart.length > 0 });
        setLeaving(whereTo(destination));
      }}
      onResend={async () => {
        const sent = await sendSignupCode(flow.fields.email, name, true);
        toast(sent.message || messages.otpResent, "success");
        onFlowChange({ ...flow, codeId: sent.codeId, sentAt: Date.now() });
      }}
      back={{ label: "Change my details", onClick: onBack }}
      done={leaving ? <Redirecting title={messages.registeredSuccessfully} detail={leaving} /> : undefined}
    />
  );
}
