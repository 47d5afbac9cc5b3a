/**
 * Template updates in the company app (spec 001 §2 /documents/compare, §4; spec 000 §2 Restore All):
 * - `useCanRestoreAll()`, `RestoreAllModal` ({ opened, onClose }): the company header's Restore All.
 * - `RestoreProgress` (no props): Restore All's progress panel; mount it once in the company shell.
 * - `RestoreConfirmModal`, `ConfirmModal`: the confirm-restore popup and its plain sibling.
 * - `UpdateBadge` ({ fileId, name }): "Update available", linking to the compare page.
 * - `comparePath(fileId)`: where the compare page opens a document.
 * - `useUpdateRefresh()`: re-reads what a decision or restore changed.
 */

export { comparePath } from "./compared-file";
export { ConfirmModal, RestoreConfirmModal } from "./components/ConfirmModal";
export { RestoreAllModal } from "./components/RestoreAllModal";
export { RestoreProgress } from "./components/RestoreProgress";
export { UpdateBadge } from "./components/UpdateBadge";
export { useCanRestoreAll } from "./hooks/use-can-restore-all";
export { useUpdateRefresh } from "./hooks/use-update-refresh";
