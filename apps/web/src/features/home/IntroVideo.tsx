import { videoEmbedAddress } from "@cloudoc/contract";
import {
  AspectRatio,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconPlayerPlayFilled, IconX } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useSiteSettings } from "../../app/site-settings";
import { introSteps, introVideo } from "./content";
import classes from "./HomePage.module.css";

/** The intro video's player address from the site settings, or null while there is none. */
export function useIntroVideoUrl(): string | null {
  return videoEmbedAddress(useSiteSettings().intro_video_url ?? "");
}

/**
 * The intro video, toggled on click: a local poster first; the player (an iframe) is created
 * only after the click, so nothing is fetched from the video service until then. Without a video
 * the poster opens a short written tour instead.
 */
export function IntroVideo({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const url = useIntroVideoUrl();

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} id={headingId} mb="md" ta="center">
        {url ? introVideo.title : "How Cloudoc works"}
      </Title>
      {!open ? (
        <button
          type="button"
          className={classes.poster}
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={panelId}
        >
          <span className={classes.posterPlay} aria-hidden="true">
            <IconPlayerPlayFilled size={34} />
          </span>
          <span className={classes.posterText}>{url ? "Play the introduction" : "Take the short tour"}</span>
        </button>
      ) : (
        <Stack gap="sm" id={panelId}>
          {url ? (
            <AspectRatio ratio={16 / 9} className={classes.videoFrame}>
              <iframe
                src={`${url}${url.includes("?") ? "&" : "?"}autoplay=1&rel=0`}
                title={introVideo.title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </AspectRatio>
          ) : (
            <Paper withBorder radius="lg" p={{ base: "md", md: "xl" }}>
              <SimpleGrid
                cols={{ base: 1, sm: 2, md: 4 }}
                spacing="lg"
                component="ol"
                className={classes.steps}
              >
                {introSteps.map((step, index) => (
                  <li key={step.title}>
                    <ThemeIcon radius="xl" size={36} mb="xs" aria-hidden="true">
                      <Text fw={800} c="white">
                        {index + 1}
                      </Text>
                    </ThemeIcon>
                    <Text fw={700}>{step.title}</Text>
                    <Text size="sm">{step.text}</Text>
                  </li>
                ))}
              </SimpleGrid>
            </Paper>
          )}
          <Group justify="center">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => setOpen(false)}
              aria-expanded
              aria-controls={panelId}
            >
              {url ? "Close the video" : "Close the tour"}
            </Button>
          </Group>
        </Stack>
      )}
    </Box>
  );
}
