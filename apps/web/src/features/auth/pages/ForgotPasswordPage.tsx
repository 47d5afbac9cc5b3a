import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../AuthCard";
import { ForgotPasswordForm } from "../ForgotPasswordForm";
import { authFlow } from "../flow-store";

/** /forgotpassword: e-mail, then /verifyotp, then /resetpassword, then back to sign in (spec 000 §4). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const pending = authFlow.get();
  return (
    <AuthCard
      title="Forgot Password"
      footer={
        <>
          Remembered it?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Back to sign in
          </Anchor>
        </>
      }
    >
      <ForgotPasswordForm
        initialEmail={pending?.kind === "reset" ? pending.email : ""}
        onSent={(flow) => {
          authFlow.set(flow);
          navigate("/verifyotp");
        }}
      />
    </AuthCard>
  );
}
