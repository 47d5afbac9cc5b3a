import { type Identity, identityOf } from "@cloudoc/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useSession } from "../../../lib/use-session";

/** The fields of `POST /user/details` the header needs (spec 000 §3 User profile). */
interface UserDetails {
  firstname?: string;
  lastname?: string;
  username?: string;
  companyName?: string;
  email?: string;
}

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

function readDetails(response: unknown): UserDetails {
  if (typeof response !== "object" || response === null) return {};
  const r = response as Record<string, unknown>;
  return {
    firstname: textOf(r.firstname),
    lastname: textOf(r.lastname),
    username: textOf(r.username),
    companyName: textOf(r.companyName),
    email: textOf(r.email),
  };
}

/** Initials, display name and email of the signed-in user for the company header. */
export function useIdentity(): Identity & { email?: string } {
  const session = useSession();
  const userId = session.userId;
  const { data } = useQuery({
    queryKey: ["user-details", userId],
    queryFn: async () => readDetails((await api.post<unknown>("/user/details", { userId })).response),
    enabled: Boolean(userId && session.token),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  const identity = identityOf({
    firstname: data?.firstname,
    lastname: data?.lastname,
    username: data?.username ?? session.userName,
    companyName: data?.companyName,
  });
  return { ...identity, email: data?.email };
}
