/**
 * A light or subtle control in a dark shade: the theme resolves a light variant of "red.9" to a
 * solid fill, so the base colour makes the tint and the shade colours the text (AA contrast),
 * as ReviewStatusBadge does.
 */
export const tone = (shade: string) => ({ color: shade.split(".")[0] ?? shade, c: shade });
