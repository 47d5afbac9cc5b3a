import { TextInput, type TextInputProps } from "@mantine/core";
import { slugify } from "../../../catalogue/menu-data";

const slugOf = (title: string) => slugify(title).slice(0, 120);

/** A new item's slug follows its title until the admin makes it something else. */
export const slugAfterTitleChange = (isNew: boolean, slug: string, oldTitle: string, newTitle: string) =>
  isNew && slug === slugOf(oldTitle) ? slugOf(newTitle) : slug;

const rule = "Lowercase letters, digits and hyphens; unique.";

/** A slug, with the web address it gives when the item has one of its own (`prefix`). */
export function SlugInput({ prefix, ...props }: TextInputProps & { prefix?: string }) {
  const address = prefix ? ` The page's address: ${prefix}${props.value || "…"}` : "";
  return <TextInput label="Slug" withAsterisk maxLength={120} description={`${rule}${address}`} {...props} />;
}
