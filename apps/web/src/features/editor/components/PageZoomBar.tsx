import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import classes from "../editor.module.css";
import { type PageZoom, stepZoom, zoomLabel, zoomLevels } from "../page-zoom";

interface Props {
  zoom: PageZoom;
  applied: number;
  onZoom: (zoom: PageZoom) => void;
}

/** − / Fit / + above the sheet; hidden on a phone, where the sheet takes the screen's width. */
export function PageZoomBar({ zoom, applied, onZoom }: Props) {
  return (
    <Group gap={4} mb="xs" className={classes.zoomBar} visibleFrom="md" role="group" aria-label="Page zoom">
      <Tooltip label="Zoom out" openDelay={300}>
        <ActionIcon
          variant="default"
          aria-label="Zoom out"
          disabled={applied <= zoomLevels[0]}
          onClick={() => onZoom(stepZoom(applied, -1))}
        >
          <IconZoomOut size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Fit the page to the width" openDelay={300}>
        <Button
          variant={zoom === "fit" ? "light" : "default"}
          size="compact-sm"
          miw={92}
          aria-pressed={zoom === "fit"}
          aria-label={`Fit the page to the width, now ${zoomLabel(zoom, applied)}`}
          onClick={() => onZoom("fit")}
        >
          {zoomLabel(zoom, applied)}
        </Button>
      </Tooltip>
      <Tooltip label="Zoom in" openDelay={300}>
        <ActionIcon
          variant="default"
          aria-label="Zoom in"
          disabled={applied >= (zoomLevels.at(-1) ?? 1.5)}
          onClick={() => onZoom(stepZoom(applied, 1))}
        >
          <IconZoomIn size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
