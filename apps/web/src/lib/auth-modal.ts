/**
 * The header's Sign In opens the sign-in/up modal over the current page: it goes to /login with
 * this navigation state, and the public shell keeps showing the page underneath. Loaded
 * directly (or reloaded), /login is the full sign-in page.
 */
export const authModalState = { authModal: true } as const;

export function isAuthModalState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { authModal?: unknown }).authModal === true;
}

/** The screens that are themselves sign-in steps: their Sign In link goes to the page, not the modal. */
const authPaths = new Set([
  "/login",
  "/signin",
  "/signup",
  "/forgotpassword",
  "/verifyotp",
  "/resetpassword",
]);

export function isAuthPath(pathname: string): boolean {
  return authPaths.has(pathname) || pathname.startsWith("/employee/");
}
