/**
 * A light or subtle control in a dark shade: the theme resolves a light variant of "red.9" to a
 * solid fill, so the base colour makes the tint and the shade, darkened a third towards black,
 * colours the text (4.5:1 or more even for green and teal), as ReviewStatusBadge does.
 */
export const tone = (shade: string) => {
  const [name = shade, level = "9"] = shade.split(".");
  return { color: name, c: `color-mix(in srgb, var(--mantine-color-${name}-${level}), black 35%)` };
};
