import { ActionIcon, Indicator, Popover, Stack, Text, Tooltip } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { isActive } from "./export-store";
import { JobCard } from "./JobCard";
import { useExports } from "./use-exports";

/**
 * The header's Exports button: every export of the last day with its progress or Download, long
 * after the tray at the bottom has let it go. Hidden while there are none.
 */
export function ExportsMenu() {
  const jobs = useExports();
  if (jobs.length === 0) return null;
  const running = jobs.filter(isActive).length;
  return (
    <Popover position="bottom-end" width={340} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label="Exports" openDelay={300}>
          <Indicator disabled={running === 0} processing size={9} offset={6} color="brand">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={running > 0 ? `Exports, ${running} being made` : "Exports"}
            >
              <IconFileZip size={22} aria-hidden="true" />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby="exports-menu-title">
        <Stack gap="sm">
          <Text fw={600} size="sm" id="exports-menu-title">
            Exports of the last 24 hours
          </Text>
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
