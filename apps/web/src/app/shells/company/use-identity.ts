import { type Identity, identityOf } from "@cloudoc/contract";
import { useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Who is signed in, as the company header shows them. */
export type HeaderIdentity = Identity & { email?: string };

/**
 * Initials, display name and email of the signed-in user for the company header (spec 000 §2
 * Company header), from POST /user/details.
 */
export function useIdentity(): HeaderIdentity {
  const session = useSession();
  const profile = useUserProfile();
  // Until the profile arrives, the name the login reply gave (no initials to guess from it).
  if (!profile) return { initials: "", displayName: session.userName ?? "" };
  const identity = identityOf({
    firstname: textOf(profile.firstname),
    lastname: textOf(profile.lastname),
    username: textOf(profile.username),
    companyName: textOf(profile.companyName),
  });
  return { ...identity, email: textOf(profile.email) };
}
