import type { z } from "zod";
import type { LibraryAction } from "../document-library";
import type { CallNeed } from "../entitlements";
import type { Permission } from "../permissions";

/**
 * Who may make a call (DESIGN §5). The server enforces it before the input is read; the web hides
 * what it would refuse.
 * - `public`: anyone; a session, when one comes, is read but not required.
 * - `signedIn`: any valid session (company owner, staff user, employee or platform admin).
 * - `company`: the owner or a staff user of a company, acting for that company.
 * - `{ permission }`: the owner, or a staff user holding that named permission (for a list, any one
 *   of them: the permissions that show the call's menu entry, spec 000 §6).
 * - `{ library }`: the owner, or a staff user allowed that library action on the library as a
 *   whole; the service checks the action again against the record (who created it).
 * - `employee`: an employee of a company, on that company's site.
 * - `admin`: the platform admin (the console).
 */
export type RouteAccess =
  | "public"
  | "signedIn"
  | "company"
  | "employee"
  | "admin"
  | { permission: Permission | readonly Permission[] }
  | { library: LibraryAction };

/** A reply that is a file (PDF, DOCX, zip, image) rather than the JSON envelope. */
export const fileReply = "file" as const;

export interface RouteDefinition {
  /** PATCH and DELETE only where the specification names them (spec 001 §7 staff policies). */
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The path under `/api`, spelled as the specification spells it. */
  path: string;
  access: RouteAccess;
  /** The JSON body of a POST, PATCH or DELETE. */
  body?: z.ZodType;
  /** The query string of a GET (or of a DELETE that sends its ids in the query). */
  query?: z.ZodType;
  /** Path parameters (`:reference`), read from the path and handed to the handler with the input. */
  params?: z.ZodType;
  /** The success envelope, or `file` for a binary reply. */
  reply: z.ZodType | typeof fileReply;
  /** OpenAPI grouping and one line on what the call does. */
  tags: readonly string[];
  summary?: string;
  /**
   * Payload ids that name someone other than the caller (a staff user being edited, say). Every
   * other `userId`, `companyId` or `companyUserId` must name the caller or its company, else 403.
   */
  subjectIds?: readonly ("userId" | "companyId" | "companyUserId")[];
  /**
   * Id fields naming records every company shares (catalogue packages, templates, nations, service
   * types): another company's record id is simply not among them, so the call may answer an empty
   * result rather than 404. The cross-tenant walk leaves these fields out.
   */
  sharedIds?: readonly string[];
  /** A call that takes a multipart upload instead of a JSON body. */
  multipart?: true;
  /**
   * What the company's subscriptions must open for the owner or a staff user to make the call
   * (spec 000 §6, issue 22); checked after access. Employees, visitors and the admin are not held
   * to it: a lapsed company's staff still read the policies they were asked to.
   */
  needs?: CallNeed;
}

/**
 * Marks every call of a table as needing `need` of the company's subscriptions, but those named in
 * `except` (the calls a company without a subscription still makes: its dashboard and bell).
 */
export function needing<const T extends Record<string, RouteDefinition>>(
  need: CallNeed,
  table: T,
  except: readonly (keyof T)[] = [],
): T {
  const marked = Object.entries(table).map(([key, definition]) => [
    key,
    except.includes(key) ? definition : { ...definition, needs: need },
  ]);
  return Object.fromEntries(marked) as T;
}

/** Declares one call; the literal types are kept so that the web and server are typed by them. */
export function route<const R extends RouteDefinition>(definition: R): R {
  return definition;
}

type SchemaOf<R extends RouteDefinition> = R["body"] extends z.ZodType
  ? R["body"]
  : R["query"] extends z.ZodType
    ? R["query"]
    : undefined;

type ParamsInput<R extends RouteDefinition> = R["params"] extends z.ZodType ? z.input<R["params"]> : unknown;

/** What a caller sends: the body of a POST, the query of a GET, and any path parameters. */
export type RouteInput<R extends RouteDefinition> =
  SchemaOf<R> extends z.ZodType
    ? z.input<SchemaOf<R>> & ParamsInput<R>
    : R["params"] extends z.ZodType
      ? z.input<R["params"]>
      : undefined;

/** What the handler receives: the input after the schema has parsed it. */
export type RouteParsedInput<R extends RouteDefinition> =
  SchemaOf<R> extends z.ZodType ? z.output<SchemaOf<R>> : undefined;

/** The success envelope of a JSON call. */
export type RouteReply<R extends RouteDefinition> = R["reply"] extends z.ZodType
  ? z.output<R["reply"]>
  : never;

/**
 * Whether a call's input comes in the query string: a GET's always, another method's when it
 * declares a query and no body (DELETE /company/publishedpolicy/delete?id&userId).
 */
export const inputInQuery = (definition: Pick<RouteDefinition, "method" | "body" | "query">) =>
  definition.method === "GET" || (definition.body === undefined && definition.query !== undefined);

/** The schema a call's input is checked with, if it has one. */
export function inputSchemaOf(definition: RouteDefinition): z.ZodType | undefined {
  return inputInQuery(definition) ? definition.query : definition.body;
}

/** A stable key of a call: `POST /user/createfolder`. */
export const routeKey = (definition: Pick<RouteDefinition, "method" | "path">) =>
  `${definition.method} ${definition.path}`;
