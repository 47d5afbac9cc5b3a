import { routes } from "@cloudoc/contract";
import { Badge, Group, Modal, Stack, Text } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../../lib/api";
import type { Faq } from "../../../site/types";
import { ListStates } from "../../ui/ListStates";
import { SortableList } from "../../ui/SortableList";
import { FaqForm } from "../components/FaqForm";
import { RowActions } from "../components/RowActions";
import { SiteListHeader } from "../components/SiteListHeader";
import { useReorder } from "../hooks/use-reorder";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchFaqs } from "../queries/site";

const adminKey = adminSiteKeys.faqs;
const reorderFaqs = (ids: string[]) => call(routes.adminFaqReorder, { ids });
const deleteFaq = (id: string) => call(routes.adminFaqDelete, { _id: id });

/** The FAQ page's questions, grouped by category on the public page, in the order set here. */
export function FaqsPage() {
  const faqs = useQuery({ queryKey: adminKey, queryFn: fetchFaqs });
  const reorder = useReorder<Faq>(adminKey, reorderFaqs);
  const remove = useSiteChange(deleteFaq, { adminKey });
  const [editing, setEditing] = useState<{ faq: Faq | null } | null>(null);
  const categories = [...new Set(faqs.data?.list.map((faq) => faq.category))];

  return (
    <Stack gap="lg">
      <SiteListHeader
        title="FAQ"
        description="Questions and answers on the public FAQ page. Drag to set their order."
        addLabel="New FAQ"
        onAdd={() => setEditing({ faq: null })}
      />
      <ListStates
        query={faqs}
        noun="FAQs"
        emptyIcon={<IconHelpCircle size={30} aria-hidden="true" />}
        emptyText="Add the first question visitors ask."
      >
        {(data) => (
          <SortableList
            items={data.list}
            nameOf={(faq) => `“${faq.question}”`}
            onReorder={reorder.move}
            disabled={reorder.pending}
          >
            {(faq) => (
              <Group justify="space-between" gap="sm">
                <Stack gap={2} miw={0} flex="1 1 240px">
                  <Badge variant="light" radius="sm">
                    {faq.category}
                  </Badge>
                  <Text fw={600}>{faq.question}</Text>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {faq.answer}
                  </Text>
                </Stack>
                <RowActions
                  name={`FAQ “${faq.question}”`}
                  onEdit={() => setEditing({ faq })}
                  onDelete={() => remove.mutate(faq._id)}
                  deleting={remove.isPending && remove.variables === faq._id}
                />
              </Group>
            )}
          </SortableList>
        )}
      </ListStates>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.faq ? "Edit FAQ" : "New FAQ"}
        size="lg"
        centered
      >
        {editing && <FaqForm faq={editing.faq} categories={categories} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
