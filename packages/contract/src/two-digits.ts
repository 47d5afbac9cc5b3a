/** A day, month, hour, minute or second as two digits: 4 → "04" (dates DD/MM/YYYY, times HH:mm). */
export const twoDigits = (value: number) => String(value).padStart(2, "0");
