import { badRequest } from "../../../platform/envelope";

/** A 400 naming the one field at fault, with the same message as the reply. */
export const badRequestOn = (field: string, message: string) => badRequest(message, [{ field, message }]);
