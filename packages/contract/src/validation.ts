import { z } from "zod";

/**
 * Plain-English wording for every input error the contract's schemas raise without a message of
 * their own (DESIGN §4): "Email is required", never a schema library's "Invalid input: expected
 * string, received undefined". Installed once, wherever the contract is loaded (server and web).
 */

/** `folderName` → "Folder name", `review_date` → "Review date". */
export function fieldLabel(key: PropertyKey | undefined): string {
  if (typeof key !== "string" || key === "") return "This value";
  const words = key
    .replace(/^_+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? "This value" : words.charAt(0).toUpperCase() + words.slice(1);
}

const unitOf = (origin: string | undefined, count: number) => {
  if (origin === "string") return count === 1 ? " character" : " characters";
  if (origin === "array" || origin === "set") return count === 1 ? " item" : " items";
  return "";
};

type Issue = z.core.$ZodRawIssue;

function sizeMessage(label: string, issue: Issue & { code: "too_small" | "too_big" }): string {
  const small = issue.code === "too_small";
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (small && issue.origin === "string" && limit === 1) return `${label} is required`;
  if (small && (issue.origin === "array" || issue.origin === "set") && limit === 1) {
    return `${label} needs at least one item`;
  }
  const bound = small ? "at least" : "at most";
  const what = issue.origin === "date" ? "" : unitOf(issue.origin, limit);
  return `${label} must be ${bound} ${limit}${what}`;
}

const formatNames: Record<string, string> = {
  email: "a valid email address",
  uuid: "a valid id",
  url: "a valid web address",
  datetime: "a valid date and time",
  date: "a valid date",
};

/** The message for one issue, named by its field. */
export function plainMessage(issue: Issue): string {
  const label = fieldLabel(issue.path?.at(-1));
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
    case "too_small":
    case "too_big":
      return sizeMessage(label, issue);
    case "invalid_format":
      return `${label} must be ${formatNames[issue.format] ?? "in the right format"}`;
    case "invalid_value":
      return `${label} must be one of: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      return `Unexpected field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    default:
      return `${label} is not valid`;
  }
}

z.config({ customError: (issue) => plainMessage(issue) });

/** Half of a surrogate pair: not valid UTF-8, so no database can store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** PostgreSQL text refuses NUL as well. */
const storable = (text: string) => !text.includes("\u0000") && !loneSurrogate.test(text);

interface Step {
  key: string;
  parent?: Step;
}
const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
};

/**
 * The path (`notes`, `list.0.name`) of the first text in `value`, a key included, that no database
 * could store; undefined when there is none. Walked without recursion: request bodies may nest deep.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: [unknown, Step | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, step] = next;
    if (typeof item === "string" && !storable(item)) return pathOf(step);
    if (typeof item !== "object" || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      const at = { key, parent: step };
      if (!storable(key)) return pathOf(at);
      pending.push([child, at]);
    }
  }
  return undefined;
}
