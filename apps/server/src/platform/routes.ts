import {
  fileReply,
  inputInQuery,
  inputSchemaOf,
  type RouteDefinition,
  type RouteParsedInput,
  type RouteReply,
  routeKey,
  routes,
} from "@cloudoc/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ActorOf } from "./actor";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route-table entry this route was registered from (every `/api` route has one). */
    route?: RouteDefinition;
  }
}

/** What a handler gets: the parsed input and the actor resolved once, before the input was read. */
export interface Call<R extends RouteDefinition> {
  /** A call with only path parameters (no body or query schema) gets just the parameters. */
  input: RouteParsedInput<R> extends undefined ? ParamsOf<R> : RouteParsedInput<R> & ParamsOf<R>;
  actor: ActorOf<R["access"]>;
  /** For the few thin routes that read a header or stream a file; services never see it. */
  request: FastifyRequest;
  reply: FastifyReply;
}

type ParamsOf<R extends RouteDefinition> = R["params"] extends z.ZodType ? z.output<R["params"]> : unknown;

/** A JSON call answers its envelope; a file call answers through `reply` (`sendFile`). */
type HandlerResult<R extends RouteDefinition> = R["reply"] extends z.ZodType
  ? z.input<R["reply"]>
  : FastifyReply;

export type Handler<R extends RouteDefinition> = (call: Call<R>) => Promise<HandlerResult<R>>;

const isPlainObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const tableEntries = new Set<RouteDefinition>(Object.values(routes));

/**
 * Registers one call from its route-table entry (DESIGN §4). The path, method, schemas and access
 * all come from the table; a route that is not in it cannot be registered (see `requireTableRoutes`).
 */
export function serve<R extends RouteDefinition>(app: FastifyInstance, definition: R, handler: Handler<R>) {
  const input = inputSchemaOf(definition);
  app.route({
    method: definition.method,
    url: definition.path,
    config: { route: definition },
    schema: {
      tags: [...definition.tags],
      ...(definition.summary ? { summary: definition.summary } : {}),
      ...(input ? (inputInQuery(definition) ? { querystring: input } : { body: input }) : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.reply === fileReply ? {} : { response: { 200: definition.reply } }),
    },
    handler: (request, reply) => {
      const parsed = inputInQuery(definition) ? request.query : request.body;
      const input = definition.params
        ? { ...(isPlainObject(parsed) ? parsed : {}), ...(request.params as object) }
        : parsed;
      return handler({
        input: input as Call<R>["input"],
        actor: request.actor as ActorOf<R["access"]>,
        request,
        reply,
      });
    },
  });
}

/**
 * Every `/api` route comes from the table (except the generated docs): registering one that does
 * not, or whose method or path differs from its entry, stops start-up.
 */
export function requireTableRoutes(app: FastifyInstance) {
  app.addHook("onRoute", (options) => {
    if (!options.url.startsWith("/api") || options.url.startsWith("/api/docs")) return;
    if (options.method === "HEAD" || options.method === "OPTIONS") return;
    const definition = options.config?.route;
    if (!definition || !tableEntries.has(definition)) {
      throw new Error(`route ${String(options.method)} ${options.url} is not in the contract's route table`);
    }
    const registered = `${String(options.method)} ${options.url}`;
    if (registered !== `${definition.method} /api${definition.path}`) {
      throw new Error(`route ${registered} differs from its table entry ${routeKey(definition)}`);
    }
  });
}

export type { RouteReply };
