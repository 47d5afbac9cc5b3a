import { carouselSpeedMs } from "@cloudoc/contract";
import { ActionIcon, Group } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import classes from "./HomePage.module.css";

interface CarouselProps {
  label: string;
  slides: { key: string; content: ReactNode }[];
  /** Spec 000 §2: carousel speed 2000 ms. */
  intervalMs?: number;
  /** Where the controls sit. */
  controls?: "below" | "overlay";
}

/**
 * A small accessible carousel (no library): one slide at a time, moving every `intervalMs`, with
 * Previous, Next and Pause. It pauses while hovered or focused, and does not move on its own when
 * the visitor prefers reduced motion. Hidden slides are inert.
 */
export function Carousel({ label, slides, intervalMs = carouselSpeedMs, controls = "below" }: CarouselProps) {
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  /** The visitor's choice; until they choose, reduced motion means paused. */
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? reduceMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const count = slides.length;
  const playing = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [index, count]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <section
      ref={rootRef}
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.carouselViewport} aria-live={playing ? "off" : "polite"}>
        <div className={classes.carouselTrack} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is role group with aria-roledescription
            <div
              key={slide.key}
              className={classes.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <Group
          gap={6}
          justify="center"
          mt="sm"
          className={controls === "overlay" ? classes.carouselOverlay : undefined}
        >
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            onClick={() => go(-1)}
            aria-label="Previous slide"
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            onClick={() => setPausedChoice(!paused)}
            aria-label={paused ? "Play the slides" : "Pause the slides"}
          >
            {paused ? (
              <IconPlayerPlay size={18} aria-hidden="true" />
            ) : (
              <IconPlayerPause size={18} aria-hidden="true" />
            )}
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" size="lg" onClick={() => go(1)} aria-label="Next slide">
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
          <span className={classes.carouselDots} aria-hidden="true">
            {slides.map((slide, i) => (
              <span key={slide.key} className={classes.carouselDot} data-active={i === index || undefined} />
            ))}
          </span>
        </Group>
      )}
    </section>
  );
}
