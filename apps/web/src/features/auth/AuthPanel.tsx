import { Anchor, Stack, Tabs } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { EmailVerification } from "./EmailVerification";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import type { ResetFlow, SignupFlow } from "./flow-store";
import { NewPasswordForm } from "./NewPasswordForm";
import { ResetCodeStep } from "./ResetCodeStep";
import { SignInForm } from "./SignInForm";
import { emptySignup, SignUpForm } from "./SignUpForm";

/** The views of the sign-in/up modal (spec 000 §2 "Sign-in/up modal"). */
export type AuthView = "signIn" | "signUp" | "forgot" | "resetOtp" | "newPassword" | "verifyEmail";

export const authViewTitles: Record<AuthView, string> = {
  signIn: "Welcome to Cloudoc",
  signUp: "Welcome to Cloudoc",
  forgot: "Forgot Password",
  resetOtp: "Enter OTP",
  newPassword: "Create New Password",
  verifyEmail: "Email Verification",
};

interface AuthPanelProps {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
}

function BackLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onClick}
      style={{ display: "inline-flex", alignItems: "center", gap: 4, alignSelf: "start" }}
    >
      <IconArrowLeft size={16} aria-hidden="true" />
      {label}
    </Anchor>
  );
}

/**
 * Tabs Sign In and Sign Up, plus the views Forgot Password, Enter OTP, Create New Password and
 * Email Verification, built from the same forms as the pages. Used by the modal and by /signin.
 */
export function AuthPanel({ view, onViewChange }: AuthPanelProps) {
  const [signup, setSignup] = useState<SignupFlow | null>(null);
  const [reset, setReset] = useState<ResetFlow | null>(null);

  if (view === "signIn" || view === "signUp") {
    return (
      <Tabs
        value={view}
        onChange={(value) => onViewChange(value === "signUp" ? "signUp" : "signIn")}
        keepMounted={false}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="signIn" fw={600}>
            Sign In
          </Tabs.Tab>
          <Tabs.Tab value="signUp" fw={600}>
            Sign Up
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signIn">
          <SignInForm onForgotPassword={() => onViewChange("forgot")} autoFocus />
        </Tabs.Panel>
        <Tabs.Panel value="signUp">
          <SignUpForm
            initialValues={signup?.fields ?? emptySignup}
            onCodeSent={(flow) => {
              setSignup(flow);
              onViewChange("verifyEmail");
            }}
          />
        </Tabs.Panel>
      </Tabs>
    );
  }

  if (view === "verifyEmail" && signup) {
    return <EmailVerification flow={signup} onFlowChange={setSignup} onBack={() => onViewChange("signUp")} />;
  }

  if (view === "resetOtp" && reset) {
    return (
      <ResetCodeStep
        flow={reset}
        onFlowChange={setReset}
        onVerified={(flow) => {
          setReset(flow);
          onViewChange("newPassword");
        }}
        onBack={() => onViewChange("forgot")}
      />
    );
  }

  if (view === "newPassword" && reset?.verified) {
    return (
      <NewPasswordForm
        flow={reset}
        onDone={() => {
          setReset(null);
          onViewChange("signIn");
        }}
        onExpired={() => onViewChange("forgot")}
      />
    );
  }

  return (
    <Stack gap="md">
      <ForgotPasswordForm
        initialEmail={reset?.email}
        onSent={(flow) => {
          setReset(flow);
          onViewChange("resetOtp");
        }}
      />
      <BackLink label="Back to sign in" onClick={() => onViewChange("signIn")} />
    </Stack>
  );
}
