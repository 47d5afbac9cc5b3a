/** The navigation state a details or edit page reads its record from. */
export const recordState = (id: string) => ({ id });
