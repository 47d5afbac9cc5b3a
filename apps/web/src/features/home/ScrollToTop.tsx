import { scrollToTopThresholdPx } from "@cloudoc/contract";
import { ActionIcon, Affix, Transition } from "@mantine/core";
import { useReducedMotion, useWindowScroll } from "@mantine/hooks";
import { IconArrowUp } from "@tabler/icons-react";

/** Spec 000 §2: a scroll-to-top button, shown after 400 px of scroll. */
export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition
        transition="slide-up"
        mounted={scroll.y > scrollToTopThresholdPx}
        duration={reduceMotion ? 0 : 200}
      >
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Back to top"
            onClick={() => {
              scrollTo({ y: 0 });
              document.getElementById("main-content")?.focus({ preventScroll: true });
            }}
          >
            <IconArrowUp size={22} aria-hidden="true" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
