import { addDays, inputSchemaOf, type RouteDefinition, shownDate, ukToday } from "@cloudoc/contract";
import { z } from "zod";

/**
 * Inputs for walking the route table in tests: a valid-looking payload for any call, generated
 * from its schema, with chosen values in the fields that name records.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

const payloadIds = ["userId", "companyId", "companyUserId"];

/**
 * Fields that name a record of the caller's company (or of someone else's, in the walk); the
 * fields naming a user or company are checked on their own (`payloadIdFieldsOf`).
 */
export const isRecordField = (name: string) =>
  !payloadIds.includes(name) && /(^id$|^ids$|Id$|Ids$|^files$|_id$|^values$|^delData$)/.test(name);

/** Fields whose plausible value no schema can say (a pattern, a date in the UK format). */
const knownValues: Record<string, unknown> = {
  colour: "#336699",
  email: "someone@example.test",
  review_date: "01/01/2030",
  reviewDate: "01/01/2030",
  // POST /user/document/set/reviewDate {date}.
  date: "01/01/2030",
  phone: "01234567890",
  card: { number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Alex Morgan" },
  choice: ["First answer", "Second answer"],
  // A policy assignment's due date: a month ahead, as DD/MM/YYYY (a past one is refused).
  dueDate: shownDate(addDays(ukToday(), 30)),
};

function sampleValue(name: string, schema: JsonSchema): unknown {
  if (name in knownValues) return knownValues[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sampleValue(name, choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "email") return "someone@example.test";
      if (schema.format === "date-time") return "2030-01-01T00:00:00.000Z";
      return "Sample text".slice(0, Math.max(schema.minLength ?? 1, 11));
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleValue(name, schema.items ?? {}));
    case "object":
      return objectOf(schema, () => undefined);
    default:
      return "Sample text";
  }
}

function objectOf(schema: JsonSchema, recordValue: (field: string) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const chosen = recordValue(field);
    if (chosen !== undefined) result[field] = property.type === "array" ? [chosen] : chosen;
    else if (required.has(field)) result[field] = sampleValue(field, property);
  }
  return result;
}

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The fields of a call's input (and path) that name records. */
export function recordFieldsOf(definition: RouteDefinition): string[] {
  const fields = Object.keys(jsonSchemaOf(inputSchemaOf(definition)).properties ?? {});
  const params = Object.keys(jsonSchemaOf(definition.params).properties ?? {});
  return [...fields, ...params].filter(
    (field) => isRecordField(field) && !definition.sharedIds?.includes(field),
  );
}

/** The payload fields of a call that name a user or company. */
export function payloadIdFieldsOf(definition: RouteDefinition): string[] {
  const fields = Object.keys(jsonSchemaOf(inputSchemaOf(definition)).properties ?? {});
  return fields.filter((field) => payloadIds.includes(field));
}

/** A schema that takes free text: a string (not a choice), a list of them, or anything at all. */
const acceptsText = (schema: JsonSchema): boolean => {
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length > 0) return choices.some(acceptsText);
  if (schema.enum || schema.const !== undefined) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array")) return acceptsText(schema.items ?? {});
  return types.includes("string") || schema.type === undefined;
};

/** The top-level input fields of a call that take free text (or a list of it). */
export function textFieldsOf(definition: RouteDefinition): string[] {
  const properties = jsonSchemaOf(inputSchemaOf(definition)).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => acceptsText(property))
    .map(([field]) => field);
}

/**
 * A payload for the call: required fields get plausible values, and `recordValue` chooses the
 * value of any field it answers for (the ids under test).
 */
export function inputFor(definition: RouteDefinition, recordValue: (field: string) => unknown) {
  return {
    input: objectOf(jsonSchemaOf(inputSchemaOf(definition)), recordValue),
    params: objectOf(jsonSchemaOf(definition.params), recordValue),
  };
}

/** The injectable address of a call with its path parameters and, for a GET, its query. */
export function urlOf(
  definition: RouteDefinition,
  params: Record<string, unknown>,
  query?: Record<string, unknown>,
) {
  const path = definition.path.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(params[name] ?? "x")),
  );
  if (!query) return `/api${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `/api${path}?${text}` : `/api${path}`;
}
