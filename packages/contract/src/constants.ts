/** Business constants and limits of spec 000 §9 and spec 001 §9. */
export const sessionLifetimeMinutes = 240;
export const toastAutoCloseMs = 2000;
export const loaderClearMs = 3000;
export const postRegistrationWaitMs = 1500;
export const editorOpenWaitMs = 1500;
export const otpLength = 4;
/**
 * The characters of a one-time code: upper-case letters and digits with look-alikes left out
 * (0/O, 1/I/L, 5/S, 2/Z, 8/B), so 25^4 ≈ 390,000 codes fit in the 4 boxes of spec 000 §5.
 */
export const otpAlphabet = "34679ACDEFGHJKMNPQRTUVWXY";
export const otpLifetimeMinutes = 10;
export const otpMaxAttempts = 5;
export const otpResendSeconds = 5 * 60;
export const handOverCodeSeconds = 60;
export const phoneDigits = { min: 10, max: 12 } as const;
export const companyDetailsThresholdPercent = 13;
export const offerCookieHours = 24;
export const scrollToTopThresholdPx = 400;
export const newProfileTrainingDays = 30;
export const homeSubscriptionCount = 3;
export const carouselSpeedMs = 2000;
export const reviewDueWithinDays = 30;

/** Live connection options (spec 000 §1, spec 001 §9). */
export const realtimeOptions = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 10000,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
} as const;

export const pageSizes = {
  publishedPolicies: 20,
  documents: 10,
  recycleBin: 25,
  users: 25,
  employees: 25,
  subscriptions: 25,
  invoices: 10,
  notifications: 10,
  myFiles: 25,
  dashboard: 25,
  recentUpdates: 10,
  savedDocuments: 10,
} as const;
export const maxPageSize = 100;
/** The largest PostgreSQL `integer`: a larger document version would fail in the database. */
export const maxStoredInteger = 2_147_483_647;
/** The most documents one bulk call (review, actions, export, delete permanently) may name. */
export const maxSelectedDocuments = 500;

export const planTypes = ["monthly", "yearly", "trial"] as const;
export const addOnTypes = ["updates", "management", "combo", "pro", "printing"] as const;
export const downloadTypes = ["word", "pdf", "open", "filepdf", "file"] as const;
export const defaultDownloadFormat = "pdf";
/** Spelt as the specification spells it in the format field (spec 001 §9). */
export const defaultOrientation = "potrait";
export const defaultViewType = "grid";
export const bulkExportArchiveName = "Documents.zip";
export const sendType = "subscription";

/** Subdomains nobody may register (platform hosts and common service names). */
export const reservedSubdomains = [
  "www",
  "api",
  "admin",
  "app",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "static",
  "assets",
  "cdn",
  "help",
  "support",
  "docs",
  "status",
  "blog",
  "dev",
  "test",
  "staging",
  "demo",
  "login",
  "auth",
  "account",
  "accounts",
  "billing",
  "dashboard",
  "portal",
  "secure",
  "company",
  "employee",
  "cloudoc",
] as const;

/** The roles of spec 000 §6 plus the platform admin (DESIGN §5). */
export const roles = ["company", "user", "employee", "admin"] as const;
export type Role = (typeof roles)[number];
