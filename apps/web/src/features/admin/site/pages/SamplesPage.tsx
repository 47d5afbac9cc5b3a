import type { SampleSlot } from "@cloudoc/contract";
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { AdminPage } from "../../ui/AdminPage";
import { SamplePicker, saveSample } from "../components/SamplePicker";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchSamples } from "../queries/site";

function SlotCard({ slot, onChoose }: { slot: SampleSlot; onChoose: () => void }) {
  const empty = useSiteChange(saveSample, { adminKey: adminSiteKeys.samples });
  const filled = slot.policyNumber !== "";
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden="true">
            {slot.number}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600}>{filled ? slot.title : "Empty slot"}</Text>
            {filled && (
              <Group gap="xs">
                <Text size="sm" c="dimmed" ff="monospace">
                  {slot.policyNumber}
                </Text>
                {!slot.published && (
                  <Badge color="red" radius="sm" variant="light">
                    Not published: hidden from visitors
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={onChoose}
            aria-label={`Choose the template for sample ${slot.number}`}
          >
            {filled ? "Change" : "Choose"}
          </Button>
          {filled && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={empty.isPending}
              onClick={() => empty.mutate({ number: slot.number, policyNumber: "" })}
              aria-label={`Empty sample ${slot.number}`}
            >
              Empty
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The eight sample documents visitors may download, each a published template. */
export function SamplesPage() {
  const samples = useQuery({ queryKey: adminSiteKeys.samples, queryFn: fetchSamples });
  const [choosing, setChoosing] = useState<number | null>(null);

  return (
    <AdminPage
      title="Sample documents"
      description="The eight templates visitors may download as samples, in this order."
    >
      {samples.isPending && <LoadingBlocks label="Loading the samples" count={4} height={64} />}
      {samples.isError && (
        <LoadError
          title="The samples could not be loaded"
          error={samples.error}
          onRetry={() => void samples.refetch()}
        />
      )}
      {samples.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {samples.data.list.map((slot) => (
            <SlotCard key={slot.number} slot={slot} onChoose={() => setChoosing(slot.number)} />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={choosing !== null}
        onClose={() => setChoosing(null)}
        title={`Choose the template for sample ${choosing ?? ""}`}
        size="lg"
        centered
      >
        {choosing !== null && <SamplePicker slot={choosing} onClose={() => setChoosing(null)} />}
      </Modal>
    </AdminPage>
  );
}
