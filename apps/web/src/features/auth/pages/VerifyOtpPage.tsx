import { useState } from "react";
import { useNavigate } from "react-router";
import { AuthCard } from "../AuthCard";
import { EmailVerification } from "../EmailVerification";
import { type AuthFlow, authFlow } from "../flow-store";
import { ResetCodeStep } from "../ResetCodeStep";
import { StartAgain } from "./StartAgain";

/** /verifyotp: the e-mail code of a sign-up (Email Verification) or of a password reset (Enter OTP). */
export function VerifyOtpPage() {
  const navigate = useNavigate();
  const [flow, setFlow] = useState<AuthFlow | null>(() => authFlow.get());
  const keep = (next: AuthFlow) => {
    authFlow.set(next);
    setFlow(next);
  };

  if (flow?.kind === "signup") {
    return (
      <AuthCard title="Email Verification" subtitle="One last step: confirm your email address.">
        <EmailVerification flow={flow} onFlowChange={keep} onBack={() => navigate("/signup")} />
      </AuthCard>
    );
  }
  if (flow?.kind === "reset") {
    return (
      <AuthCard title="Enter OTP">
        <ResetCodeStep
          flow={flow}
          onFlowChange={keep}
          onVerified={(next) => {
            authFlow.set(next);
            navigate("/resetpassword");
          }}
          onBack={() => navigate("/forgotpassword")}
        />
      </AuthCard>
    );
  }
  return <StartAgain title="Enter your code" />;
}
