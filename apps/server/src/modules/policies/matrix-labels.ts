import type { MatrixStatus } from "@cloudoc/contract";

/** How the exports and the evidence pack name a matrix status. */
export const matrixStatusLabels: Record<MatrixStatus, string> = {
  "not-assigned": "Not assigned",
  unread: "Unread",
  read: "Read",
  overdue: "Overdue",
  reacknowledge: "Re-acknowledge",
  acknowledged: "Acknowledged",
};
