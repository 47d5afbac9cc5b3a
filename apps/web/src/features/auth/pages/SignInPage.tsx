import { useState } from "react";
import { AuthCard } from "../AuthCard";
import { AuthPanel, type AuthView, authViewTitles } from "../AuthPanel";

/** /signin: the sign-in/up panel as a page (Sign In and Sign Up tabs and their steps). */
export function SignInPage() {
  const [view, setView] = useState<AuthView>("signIn");
  const title =
    view === "signIn" ? "Sign in" : view === "signUp" ? "Create your account" : authViewTitles[view];
  return (
    <AuthCard title={title} width={view === "signUp" ? 680 : 480}>
      <AuthPanel view={view} onViewChange={setView} />
    </AuthCard>
  );
}
