import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import {
  autoCloseFor,
  type NoticeKind,
  type NoticePlacement,
  noticeColours,
  noticeTitles,
  notificationPosition,
} from "./notify-rules";
import { overlaysMounted, requestOverlays } from "./overlays";

export type { NoticeKind, NoticePlacement } from "./notify-rules";

interface ToastOptions {
  /** "bottom" for export notices; everything else is centred at the top. */
  placement?: NoticePlacement;
  title?: string;
}

/**
 * A toast that closes after 2 s, unless the message is one of the sticky ones. Shown at once if
 * the toast container is mounted, else as soon as it mounts (the store keeps it).
 */
export function toast(message: string, kind: NoticeKind = "info", options: ToastOptions = {}): string {
  requestOverlays();
  return notifications.show({
    message,
    title: options.title,
    color: noticeColours[kind],
    autoClose: autoCloseFor(message),
    position: notificationPosition(options.placement ?? "centre"),
    withBorder: true,
    closeButtonProps: { "aria-label": "Close the message" },
  });
}

/** An export notice at the bottom of the screen. */
export function exportNotice(message: string, kind: NoticeKind = "info"): string {
  return toast(message, kind, { placement: "bottom" });
}

/** A centred message popup with a Dismiss button; it closes itself after 2 s unless sticky. */
export async function centredPopup(message: string, kind: NoticeKind = "info"): Promise<string> {
  requestOverlays();
  await overlaysMounted;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const id = modals.open({
    title: noticeTitles[kind],
    centered: true,
    size: "sm",
    onClose: () => clearTimeout(timer),
    children: (
      <>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            Dismiss
          </Button>
        </Group>
      </>
    ),
  });
  const delay = autoCloseFor(message);
  if (delay !== false) timer = setTimeout(() => modals.close(id), delay);
  return id;
}
