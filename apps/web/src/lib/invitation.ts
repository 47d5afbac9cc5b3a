/**
 * An employee's invitation token, taken off the address at start (entry-rules) and kept for this
 * tab until the registration it opens succeeds, so a reload of the page still has it.
 */
const key = "cloudoc.invitationToken";

export function keepInvitationToken(token: string): void {
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // Storage refused (private mode): the page will ask for a new link.
  }
}

export function invitationToken(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetInvitationToken(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
