import { z } from "zod";

/** Reply status of spec 000 §4: 1 success, 0 failure, 2 already added / empty, 3 already subscribed. */
export const replyStatus = { failure: 0, success: 1, already: 2, subscribed: 3 } as const;
export type ReplyStatus = (typeof replyStatus)[keyof typeof replyStatus];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The failure envelope every error handler answers with (DESIGN §4). */
export const failureSchema = z.object({
  status: z.literal(0),
  response: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** Builds the success envelope schema for a call whose `response` has the given shape. */
export function envelopeOf<T extends z.ZodType>(response: T) {
  return z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]), response });
}

/** One page of a list and how many there are in all, as the web keeps it. */
export type Paged<T> = { list: T[]; total: number };

/** Paged list replies: `response` plus `list` and `total` (DESIGN §4). */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.union([z.literal(1), z.literal(2)]),
    response: z.string(),
    list: z.array(item),
    total: z.number().int().nonnegative(),
  });
}
