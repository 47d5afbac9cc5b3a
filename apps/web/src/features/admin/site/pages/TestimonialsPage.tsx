import { routes } from "@cloudoc/contract";
import { Group, Modal, Rating, Text } from "@mantine/core";
import { IconQuote } from "@tabler/icons-react";
import { useState } from "react";
import { call } from "../../../../lib/api";
import type { Testimonial } from "../../../site/types";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { OrderedContentList } from "../components/OrderedContentList";
import { TestimonialForm } from "../components/TestimonialForm";
import { useOrderedContent } from "../hooks/use-ordered-content";
import { adminSiteKeys, fetchTestimonials } from "../queries/site";

const adminKey = adminSiteKeys.testimonials;
const reorderTestimonials = (ids: string[]) => call(routes.adminTestimonialReorder, { ids });
const deleteTestimonial = (id: string) => call(routes.adminTestimonialDelete, { _id: id });
const byLine = (t: Testimonial) => [t.role, t.organisation].filter(Boolean).join(", ");

/** What customers say, on the home and about pages, in the order set here. */
export function TestimonialsPage() {
  const testimonials = useOrderedContent<Testimonial>(adminKey, {
    list: fetchTestimonials,
    reorder: reorderTestimonials,
    remove: deleteTestimonial,
  });
  const [editing, setEditing] = useState<{ testimonial: Testimonial | null } | null>(null);

  return (
    <AdminPage
      title="Testimonials"
      description="What customers say, shown on the home and about pages. Drag to set their order."
      actions={<NewButton onClick={() => setEditing({ testimonial: null })}>New testimonial</NewButton>}
    >
      <OrderedContentList
        {...testimonials}
        noun="testimonials"
        emptyIcon={<IconQuote size={30} aria-hidden="true" />}
        emptyText="Add what a customer said about Cloudoc."
        nameOf={(t) => `the testimonial from ${t.name}`}
        actionName={(t) => `the testimonial from ${t.name}`}
        onEdit={(t) => setEditing({ testimonial: t })}
      >
        {(t) => (
          <>
            <Group gap="xs">
              <Text fw={600}>{t.name}</Text>
              <Rating value={t.rating} readOnly size="xs" aria-label={`${t.rating} out of 5 stars`} />
            </Group>
            {byLine(t) && (
              <Text size="sm" c="dimmed">
                {byLine(t)}
              </Text>
            )}
            <Text size="sm" lineClamp={2}>
              “{t.quote}”
            </Text>
          </>
        )}
      </OrderedContentList>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.testimonial ? "Edit testimonial" : "New testimonial"}
        size="lg"
        centered
      >
        {editing && <TestimonialForm testimonial={editing.testimonial} onClose={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}
