import { stickyMessages, toastAutoCloseMs } from "@cloudoc/contract";

export type NoticeKind = "success" | "error" | "info" | "warning";
/** Toasts are centred; export notices sit at the bottom (spec 000 §8). */
export type NoticePlacement = "centre" | "bottom";

/** Auto-close delay: 2000 ms, except the sticky messages that stay until dismissed (spec 000 §4). */
export function autoCloseFor(message: string): number | false {
  return stickyMessages.includes(message) ? false : toastAutoCloseMs;
}

export const noticeColours: Record<NoticeKind, string> = {
  success: "green",
  error: "red",
  info: "brand",
  warning: "orange",
};

export const noticeTitles: Record<NoticeKind, string> = {
  success: "Done",
  error: "Something needs attention",
  info: "Information",
  warning: "Please note",
};

export function notificationPosition(placement: NoticePlacement): "top-center" | "bottom-center" {
  return placement === "bottom" ? "bottom-center" : "top-center";
}
