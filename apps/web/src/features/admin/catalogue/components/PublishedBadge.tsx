import { OnOffBadge } from "../../ui/OnOffBadge";

/** Published (on sale) or withdrawn (not sold; subscribers keep it). */
export function PublishedBadge({ published }: { published: boolean }) {
  return <OnOffBadge on={published} onLabel="Published" offLabel="Withdrawn" />;
}
