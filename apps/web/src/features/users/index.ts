/**
 * System users and the activity log in the company app (issue 15; spec 000 §2):
 * - `useLiveAccount(token)`: the company shell follows the signed-in user's own account live
 *   (permissions re-read at once, signed out when deactivated).
 */
export { useLiveAccount } from "./live/use-live-account";
