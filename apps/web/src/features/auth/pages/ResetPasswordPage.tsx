import { useNavigate } from "react-router";
import { AuthCard } from "../AuthCard";
import { authFlow } from "../flow-store";
import { NewPasswordForm } from "../NewPasswordForm";
import { StartAgain } from "./StartAgain";

/** /resetpassword: the new password, once the code was checked on /verifyotp. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const flow = authFlow.get();
  if (flow?.kind !== "reset" || !flow.verified) return <StartAgain title="Create New Password" />;
  return (
    <AuthCard title="Create New Password">
      <NewPasswordForm
        flow={flow}
        onDone={() => {
          authFlow.clear();
          navigate("/login", { replace: true });
        }}
        onExpired={() => {
          authFlow.set({ ...flow, verified: false });
          navigate("/forgotpassword", { replace: true });
        }}
      />
    </AuthCard>
  );
}
