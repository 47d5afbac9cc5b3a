/**
 * Notifications in the company app (spec 000 §2 bell, spec 001 §2 "New Updates" popup):
 * - `useUnreadCount()`: the bell's unread count, live over the socket; 0 when not signed in.
 * - `NotificationBell` ({ unread }): the bell with its "New Updates" popover and detail popup.
 */
export { NotificationBell } from "./components/NotificationBell";
export { useUnreadCount } from "./hooks/use-unread-count";
