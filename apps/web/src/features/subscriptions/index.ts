/**
 * Subscriptions in the company app (issue 22):
 * - `PastDueBanner` (no props): the renewal-overdue banner; mount it once in the company shell.
 */
export { PastDueBanner } from "./ui/PastDueBanner";
