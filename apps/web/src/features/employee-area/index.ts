/**
 * The employee area (spec 000 §2 /employee/policies; spec 001 §2 /policy-documents; issue 14): the
 * employee's assigned policies, reading, quiz, acknowledgement and certificate.
 * - `readingPath(id)`: where an employee reads one assigned policy.
 */

export { readingPath } from "./components/AssignedPolicyCard";
