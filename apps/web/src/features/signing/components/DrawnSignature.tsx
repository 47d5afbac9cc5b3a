import { Button, Group, Stack, Text } from "@mantine/core";
import { IconEraser } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";
import classes from "./signing.module.css";

interface Props {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (image: string | null) => void;
}

/**
 * A box to draw a signature in with a finger, pen or mouse (signature_pad). The canvas keeps the
 * screen's pixel ratio so the PNG is sharp, and keeps the strokes when the box is resized.
 */
export function DrawnSignature({ onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: "#0b1f4d", minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const picture = () => (pad.isEmpty() ? null : pad.toDataURL("image/png"));
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (canvas.width === width && canvas.height === height) return;
      // Resizing a canvas wipes it: redraw the strokes so far at the new size.
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
      onChangeRef.current(picture());
    };
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const ended = () => onChangeRef.current(picture());
    pad.addEventListener("endStroke", ended);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Stack gap={6}>
      <canvas
        ref={canvasRef}
        className={classes.pad}
        role="img"
        aria-label="Signature drawing area: draw your signature with a finger, pen or mouse"
        data-testid="signature-pad"
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Draw inside the box. Prefer the keyboard? Choose Type instead.
        </Text>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconEraser size={14} aria-hidden="true" />}
          onClick={clear}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
