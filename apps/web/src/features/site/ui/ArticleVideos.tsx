import { videoEmbedAddress } from "@cloudoc/contract";
import { AspectRatio, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useState } from "react";

interface VideoArticle {
  slug: string;
  title: string;
  summary: string;
  videoUrl: string;
}

/**
 * One knowledge-base video: its player (an iframe) is created only when asked for, so nothing is
 * fetched from the video service until the visitor chooses to watch.
 */
function ArticleVideo({ article }: { article: VideoArticle }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {article.title}
        </Title>
        <Text size="sm" c="dimmed">
          {article.summary}
        </Text>
        {playing ? (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={videoEmbedAddress(article.videoUrl) ?? ""}
              title={article.title}
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </AspectRatio>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden="true" />}
            onClick={() => setPlaying(true)}
            aria-label={`Play the video: ${article.title}`}
            style={{ alignSelf: "flex-start" }}
          >
            Play the video
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The articles that have a video the site may show, each as a card with its player. */
export function ArticleVideos({ articles }: { articles: readonly VideoArticle[] }) {
  const withVideos = articles.filter((article) => videoEmbedAddress(article.videoUrl) !== null);
  if (withVideos.length === 0) return null;
  return (
    <section aria-labelledby="article-videos">
      <Title order={2} id="article-videos" mb="md">
        Videos
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {withVideos.map((article) => (
          <ArticleVideo key={article.slug} article={article} />
        ))}
      </SimpleGrid>
    </section>
  );
}
