import { messages } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { overlaysMounted, requestOverlays } from "../../../lib/overlays";

/** The message of a failed call as the server worded it, else the generic fallback (spec 000 §8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.somethingWentWrong;
}

/** Shows a failed call's message as an error toast. */
export const toastError = (error: unknown) => toast(errorMessage(error), "error");

/** Asks before something that cannot be undone; resolves true when confirmed. */
export async function confirmAction(options: {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}): Promise<boolean> {
  requestOverlays();
  await overlaysMounted;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.confirmLabel, cancel: "Cancel" },
      confirmProps: { color: options.danger ? "red" : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
