import { type AdminKnowledgeArticle, routes } from "@cloudoc/contract";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconBook, IconVideo } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../../lib/api";
import { ListStates } from "../../ui/ListStates";
import { SortableList } from "../../ui/SortableList";
import { EditDrawer } from "../components/EditDrawer";
import { KnowledgeForm } from "../components/KnowledgeForm";
import { RowActions } from "../components/RowActions";
import { SiteListHeader } from "../components/SiteListHeader";
import { useReorder } from "../hooks/use-reorder";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchKnowledge } from "../queries/site";

const adminKey = adminSiteKeys.knowledge;
// the knowledge base's ids are the articles' slugs
const reorderArticles = (slugs: string[]) => call(routes.adminKnowledgeReorder, { ids: slugs });
const deleteArticle = (slug: string) => call(routes.adminKnowledgeDelete, { slug });

function ArticleBadges({ article }: { article: AdminKnowledgeArticle }) {
  return (
    <Group gap={6}>
      {!article.published && (
        <Badge variant="filled" color="gray.7" radius="sm">
          Not published
        </Badge>
      )}
      {article.videoUrl && (
        <Badge variant="light" radius="sm" leftSection={<IconVideo size={12} aria-hidden="true" />}>
          Video
        </Badge>
      )}
    </Group>
  );
}

/** The help centre's articles and videos, in the order set here; unpublished ones stay hidden. */
export function KnowledgePage() {
  const articles = useQuery({ queryKey: adminKey, queryFn: fetchKnowledge });
  const reorder = useReorder<AdminKnowledgeArticle>(adminKey, reorderArticles);
  const remove = useSiteChange(deleteArticle, { adminKey });
  const [editing, setEditing] = useState<{ article: AdminKnowledgeArticle | null } | null>(null);

  return (
    <Stack gap="lg">
      <SiteListHeader
        title="Knowledge base"
        description="Help articles and videos for customers. Drag to set their order."
        addLabel="New article"
        onAdd={() => setEditing({ article: null })}
      />
      <ListStates
        query={articles}
        noun="articles"
        emptyIcon={<IconBook size={30} aria-hidden="true" />}
        emptyText="Write the first help article, or add a video."
      >
        {(data) => (
          <SortableList
            items={data.list}
            nameOf={(article) => `“${article.title}”`}
            onReorder={reorder.move}
            disabled={reorder.pending}
          >
            {(article) => (
              <Group justify="space-between" gap="sm">
                <Stack gap={2} miw={0} flex="1 1 240px">
                  <Group gap="xs">
                    <Text fw={600}>{article.title}</Text>
                    <ArticleBadges article={article} />
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {article.summary}
                  </Text>
                </Stack>
                <RowActions
                  name={`article “${article.title}”`}
                  onEdit={() => setEditing({ article })}
                  onDelete={() => remove.mutate(article.slug)}
                  deleting={remove.isPending && remove.variables === article.slug}
                />
              </Group>
            )}
          </SortableList>
        )}
      </ListStates>
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.article ? `Edit “${editing.article.title}”` : "New article"}
      >
        {editing && <KnowledgeForm article={editing.article} onClose={() => setEditing(null)} />}
      </EditDrawer>
    </Stack>
  );
}
