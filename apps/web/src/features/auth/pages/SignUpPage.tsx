import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { AuthCard } from "../AuthCard";
import { authFlow } from "../flow-store";
import { emptySignup, SignUpForm } from "../SignUpForm";

/** /signup: register an organisation, then verify the e-mail on /verifyotp. */
export function SignUpPage() {
  const navigate = useNavigate();
  const pending = authFlow.get();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Register your organisation and choose the web address your team will use. We will email you a code to confirm it is you."
      width={720}
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpForm
        initialValues={pending?.kind === "signup" ? pending.fields : emptySignup}
        onCodeSent={(flow) => {
          authFlow.set(flow);
          navigate("/verifyotp");
        }}
      />
    </AuthCard>
  );
}
