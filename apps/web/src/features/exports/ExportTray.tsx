import type { ExportJob } from "@cloudoc/contract";
import { Group, ScrollArea } from "@mantine/core";
import { JobCard } from "./JobCard";

/** The tray's height when shown: the company shell reserves it, so the tray covers nothing. */
export const exportTrayHeight = 60;

/**
 * The export notices along the bottom of the company app (spec 001 §8): each export being made,
 * then its Download, side by side. It lives in the shell's footer, which the page makes room for,
 * so it never sits over a form or a Save button.
 */
export function ExportTray({ jobs }: { jobs: readonly ExportJob[] }) {
  return (
    <ScrollArea h={exportTrayHeight} type="auto" role="status" aria-live="polite" aria-label="Exports">
      <Group gap="lg" px="md" py={8} wrap="nowrap" align="center" justify="flex-end">
        {jobs.slice(0, 4).map((job) => (
          <div key={job._id} style={{ width: 340, flexShrink: 0 }}>
            <JobCard job={job} />
          </div>
        ))}
      </Group>
    </ScrollArea>
  );
}
