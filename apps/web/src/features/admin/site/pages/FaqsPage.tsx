import { routes } from "@cloudoc/contract";
import { Badge, Modal, Text } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { useState } from "react";
import { call } from "../../../../lib/api";
import type { Faq } from "../../../site/types";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { FaqForm } from "../components/FaqForm";
import { OrderedContentList } from "../components/OrderedContentList";
import { useOrderedContent } from "../hooks/use-ordered-content";
import { adminSiteKeys, fetchFaqs } from "../queries/site";

const adminKey = adminSiteKeys.faqs;
const reorderFaqs = (ids: string[]) => call(routes.adminFaqReorder, { ids });
const deleteFaq = (id: string) => call(routes.adminFaqDelete, { _id: id });

/** The FAQ page's questions, grouped by category on the public page, in the order set here. */
export function FaqsPage() {
  const faqs = useOrderedContent<Faq>(adminKey, { list: fetchFaqs, reorder: reorderFaqs, remove: deleteFaq });
  const [editing, setEditing] = useState<{ faq: Faq | null } | null>(null);
  const categories = [...new Set(faqs.query.data?.list.map((faq) => faq.category))];

  return (
    <AdminPage
      title="FAQ"
      description="Questions and answers on the public FAQ page. Drag to set their order."
      actions={<NewButton onClick={() => setEditing({ faq: null })}>New FAQ</NewButton>}
    >
      <OrderedContentList
        {...faqs}
        noun="FAQs"
        emptyIcon={<IconHelpCircle size={30} aria-hidden="true" />}
        emptyText="Add the first question visitors ask."
        nameOf={(faq) => `“${faq.question}”`}
        actionName={(faq) => `FAQ “${faq.question}”`}
        onEdit={(faq) => setEditing({ faq })}
      >
        {(faq) => (
          <>
            <Badge variant="light" radius="sm">
              {faq.category}
            </Badge>
            <Text fw={600}>{faq.question}</Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {faq.answer}
            </Text>
          </>
        )}
      </OrderedContentList>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.faq ? "Edit FAQ" : "New FAQ"}
        size="lg"
        centered
      >
        {editing && <FaqForm faq={editing.faq} categories={categories} onClose={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}
