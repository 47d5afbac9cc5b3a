import type { RouteAccess, SubscriptionFacts } from "@cloudoc/contract";

/** A signed-in user as the session found them (DESIGN §5). */
export interface SessionUser {
  sessionId: string;
  userId: string;
  companyId: string | null;
  role: "company" | "user" | "employee" | "admin";
  permissions: string[];
  email: string;
  subdomain: string | null;
  expiresAt: Date;
  /** The platform admin proved their second factor on this session (admin calls need it). */
  secondFactor: boolean;
  /**
   * The company's package subscriptions, read in the same statement as the session (none for the
   * platform admin): what the entitlement guard holds each company call to, without a query of its own.
   */
  packageFacts: SubscriptionFacts[];
}

/** Where a request came from: every audit event carries it. */
export interface Origin {
  ip: string | null;
  userAgent: string | null;
}

/** Anyone, on a public call; the session is there when the visitor happens to be signed in. */
export interface Visitor {
  session: SessionUser | null;
  origin: Origin;
}

/** Any signed-in user. */
export interface SignedIn {
  session: SessionUser;
  userId: string;
  companyId: string | null;
  origin: Origin;
}

/** The owner or a staff user acting for their company: the company always comes from the session. */
export interface CompanyActor extends SignedIn {
  companyId: string;
}

/** An employee of a company, on that company's site. */
export type EmployeeActor = CompanyActor;

/** The platform admin. */
export type AdminActor = SignedIn;

/** The actor a route's declared access resolves to, once per request. */
export type ActorOf<A extends RouteAccess> = A extends "public"
  ? Visitor
  : A extends "signedIn" | "admin"
    ? SignedIn
    : CompanyActor;

/** The audit fields of a change made by a company actor. */
export const auditBy = (actor: Pick<CompanyActor, "companyId" | "userId" | "origin">) => ({
  companyId: actor.companyId,
  actorUserId: actor.userId,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});

/** The audit fields of a change the platform admin made; `companyId` names the company it touched. */
export const adminAuditBy = (actor: AdminActor, companyId: string | null = null) => ({
  companyId,
  actorUserId: actor.userId,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});
