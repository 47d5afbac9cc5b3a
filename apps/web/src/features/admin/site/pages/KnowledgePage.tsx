import { type AdminKnowledgeArticle, routes } from "@cloudoc/contract";
import { Badge, Group, Text } from "@mantine/core";
import { IconBook, IconVideo } from "@tabler/icons-react";
import { useState } from "react";
import { call } from "../../../../lib/api";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { EditDrawer } from "../components/EditDrawer";
import { KnowledgeForm } from "../components/KnowledgeForm";
import { OrderedContentList } from "../components/OrderedContentList";
import { useOrderedContent } from "../hooks/use-ordered-content";
import { adminSiteKeys, fetchKnowledge } from "../queries/site";

const adminKey = adminSiteKeys.knowledge;
// the knowledge base's ids are the articles' slugs
const reorderArticles = (slugs: string[]) => call(routes.adminKnowledgeReorder, { ids: slugs });
const deleteArticle = (slug: string) => call(routes.adminKnowledgeDelete, { slug });

function ArticleBadges({ article }: { article: AdminKnowledgeArticle }) {
  return (
    <Group gap={6}>
      {!article.published && (
        <Badge variant="filled" color="gray" radius="sm">
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
  const articles = useOrderedContent<AdminKnowledgeArticle>(adminKey, {
    list: fetchKnowledge,
    reorder: reorderArticles,
    remove: deleteArticle,
  });
  const [editing, setEditing] = useState<{ article: AdminKnowledgeArticle | null } | null>(null);

  return (
    <AdminPage
      title="Knowledge base"
      description="Help articles and videos for customers. Drag to set their order."
      actions={<NewButton onClick={() => setEditing({ article: null })}>New article</NewButton>}
    >
      <OrderedContentList
        {...articles}
        noun="articles"
        emptyIcon={<IconBook size={30} aria-hidden="true" />}
        emptyText="Write the first help article, or add a video."
        deleteKey={(article) => article.slug}
        nameOf={(article) => `“${article.title}”`}
        actionName={(article) => `article “${article.title}”`}
        onEdit={(article) => setEditing({ article })}
      >
        {(article) => (
          <>
            <Group gap="xs">
              <Text fw={600}>{article.title}</Text>
              <ArticleBadges article={article} />
            </Group>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {article.summary}
            </Text>
          </>
        )}
      </OrderedContentList>
      <EditDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.article ? `Edit “${editing.article.title}”` : "New article"}
      >
        {editing && <KnowledgeForm article={editing.article} onClose={() => setEditing(null)} />}
      </EditDrawer>
    </AdminPage>
  );
}
