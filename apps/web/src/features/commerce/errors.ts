import { messages } from "@cloudoc/contract";
import { ApiError } from "../../lib/api";

/** The message of a failed call as the server worded it, else the generic fallback (spec 000 §8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.somethingWentWrong;
}

/** A card payment the provider refused: the server answers 402 "Payment Failed.". */
export function isDecline(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 402;
}
