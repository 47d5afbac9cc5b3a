/**
 * Employees and groups in the company app (issue 14; spec 000 §2):
 * - `employeePaths`: the screens' addresses; open a record's page with `state: recordState(id)`
 *   (no query string: spec 000 §2 sends one to the home page on a fresh load).
 * - Arriving from an assignment (spec 001 §4): navigate to `employeePaths.groups` or
 *   `employeePaths.list` (or a record's page) with `state: { notice: "<the server's message>" }`;
 *   the page shows it as a success notice.
 */

export { employeePaths, recordState } from "./paths";
