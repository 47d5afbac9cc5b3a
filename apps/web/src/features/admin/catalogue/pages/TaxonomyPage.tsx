import { type AdminTaxonomy, type TaxonomyKind, taxonomyKinds } from "@cloudoc/contract";
import { ActionIcon, Button, Group, Image, Stack, Tabs, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../../lib/notify";
import { errorText, LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { AdminPage } from "../../ui/AdminPage";
import { SortableList } from "../../ui/SortableList";
import { TaxonModal } from "../components/TaxonModal";
import { catalogueKeys, deleteTaxon, fetchTaxonomy, orderTaxa } from "../queries/catalogue";
import { newTaxonValues, type TaxonRow, taxonomyLabels, taxonRows } from "../taxonomy-form";

const isImageAddress = (flag: string) => flag.startsWith("/") || flag.startsWith("https://");

function TaxonSummary({ row }: { row: TaxonRow }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {row.kind === "country" &&
        (isImageAddress(row.detail) ? (
          <Image src={row.detail} alt="" w={28} h={20} fit="contain" />
        ) : (
          <Text aria-hidden="true">{row.detail}</Text>
        ))}
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          <Text span ff="monospace">
            {row.slug}
          </Text>
          {row.kind !== "country" && row.detail ? ` · ${row.detail}` : ""}
          {` · used by ${row.usedBy}`}
        </Text>
      </Stack>
    </Group>
  );
}

function TaxonTab({ kind, taxonomy }: { kind: TaxonomyKind; taxonomy: AdminTaxonomy }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TaxonRow | "new" | null>(null);
  const refresh = (message: string) => {
    toast(message, "success");
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.taxonomy });
  };
  const fail = (error: unknown) => toast(errorText(error), "error");
  const order = useMutation({
    mutationFn: (slugs: string[]) => orderTaxa(kind, slugs),
    onSuccess: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (slug: string) => deleteTaxon(kind, slug),
    onSuccess: refresh,
    onError: fail,
  });
  const rows = taxonRows(taxonomy, kind);
  const label = taxonomyLabels[kind].one;
  const confirmDelete = (row: TaxonRow) =>
    modals.openConfirmModal({
      title: `Delete ${row.name}?`,
      centered: true,
      children: <Text size="sm">The {label} is removed from the catalogue's menus and filters.</Text>,
      labels: { confirm: `Delete ${label}`, cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => remove.mutate(row.slug),
    });

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The catalogue's menus show them in this order. Drag by the handle, or use Move up and Move down.
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing("new")}>
          Add {label}
        </Button>
      </Group>
      <SortableList
        items={rows}
        nameOf={(row) => row.name}
        onReorder={(slugs) => order.mutate(slugs)}
        disabled={order.isPending}
      >
        {(row) => (
          <Group justify="space-between" wrap="nowrap">
            <TaxonSummary row={row} />
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
                  <IconPencil size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={row.usedBy > 0 ? "In use: it cannot be deleted" : "Delete"}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${row.name}`}
                  disabled={row.usedBy > 0}
                  onClick={() => confirmDelete(row)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        )}
      </SortableList>
      {editing && (
        <TaxonModal
          kind={kind}
          editing={editing === "new" ? undefined : editing.slug}
          initial={editing === "new" ? newTaxonValues() : editing.values}
          slugLocked={editing !== "new" && editing.usedBy > 0}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Countries, service types and regulators: the catalogue's menus and filters. */
export function TaxonomyPage() {
  const taxonomy = useQuery({ queryKey: catalogueKeys.taxonomy, queryFn: fetchTaxonomy });
  return (
    <AdminPage title="Countries and types" maw={960}>
      {taxonomy.isPending && <LoadingBlocks label="Loading the catalogue's taxonomy" count={4} height={56} />}
      {taxonomy.isError && (
        <LoadError
          title="The taxonomy could not be loaded"
          error={taxonomy.error}
          onRetry={() => void taxonomy.refetch()}
        />
      )}
      {taxonomy.data && (
        <Tabs defaultValue="country" keepMounted={false}>
          <Tabs.List>
            {taxonomyKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {taxonomyLabels[kind].many}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {taxonomyKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <TaxonTab kind={kind} taxonomy={taxonomy.data} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </AdminPage>
  );
}
