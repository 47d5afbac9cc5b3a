import { Button, Group, Stack } from "@mantine/core";
import { IconEraser } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";
import classes from "./forms.module.css";

/**
 * A box to sign in with a finger, pen or mouse (signature_pad); the drawing goes up as a PNG data
 * URL, which the server checks is a real PNG. `disabled` shows the box without taking strokes
 * (the builder's preview).
 */
export function SignatureInput({
  label,
  onChange,
  disabled = false,
}: {
  label: string;
  onChange: (image: string | null) => void;
  disabled?: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || disabled) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(canvas.offsetHeight * ratio);
    canvas.getContext("2d")?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: "#0b1f4d", minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const ended = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", ended);
    return () => {
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = null;
    };
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <canvas
        ref={canvasRef}
        className={classes.signature}
        role="img"
        aria-label={`${label}: draw your signature with a finger, pen or mouse`}
        data-testid="signature-pad"
      />
      {!disabled && (
        <Group justify="flex-end">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconEraser size={14} aria-hidden="true" />}
            onClick={clear}
          >
            Clear signature
          </Button>
        </Group>
      )}
    </Stack>
  );
}
