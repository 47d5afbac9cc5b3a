/**
 * Staff policies in the company app (spec 001 §2 /policies, create, multi/create, edit; issue 14):
 * - `AssignDialog` ({ opened, onClose, policyIds?, target? }): assign policies to a group or to
 *   employees with a due date; lands on /groups or /employees with `state.notice` (the server's
 *   message). The groups and employees pages may open it with their record as `target`.
 * - `StatusChip` ({ status }): a matrix status as colour, icon and word.
 * - `editPolicyPath(id)`: where a policy is edited.
 */

export { AssignDialog } from "./components/AssignDialog";
export { StatusChip } from "./components/MatrixCell";
export { editPolicyPath } from "./hooks/use-policy-commands";
