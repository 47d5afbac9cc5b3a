import { routes } from "@cloudoc/contract";
import { Group, Modal, Rating, Stack, Text } from "@mantine/core";
import { IconQuote } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../../lib/api";
import type { Testimonial } from "../../../site/types";
import { ListStates } from "../../ui/ListStates";
import { SortableList } from "../../ui/SortableList";
import { RowActions } from "../components/RowActions";
import { SiteListHeader } from "../components/SiteListHeader";
import { TestimonialForm } from "../components/TestimonialForm";
import { useReorder } from "../hooks/use-reorder";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys, fetchTestimonials } from "../queries/site";

const adminKey = adminSiteKeys.testimonials;
const reorderTestimonials = (ids: string[]) => call(routes.adminTestimonialReorder, { ids });
const deleteTestimonial = (id: string) => call(routes.adminTestimonialDelete, { _id: id });
const byLine = (t: Testimonial) => [t.role, t.organisation].filter(Boolean).join(", ");

/** What customers say, on the home and about pages, in the order set here. */
export function TestimonialsPage() {
  const testimonials = useQuery({ queryKey: adminKey, queryFn: fetchTestimonials });
  const reorder = useReorder<Testimonial>(adminKey, reorderTestimonials);
  const remove = useSiteChange(deleteTestimonial, { adminKey });
  const [editing, setEditing] = useState<{ testimonial: Testimonial | null } | null>(null);

  return (
    <Stack gap="lg">
      <SiteListHeader
        title="Testimonials"
        description="What customers say, shown on the home and about pages. Drag to set their order."
        addLabel="New testimonial"
        onAdd={() => setEditing({ testimonial: null })}
      />
      <ListStates
        query={testimonials}
        noun="testimonials"
        emptyIcon={<IconQuote size={30} aria-hidden="true" />}
        emptyText="Add what a customer said about Cloudoc."
      >
        {(data) => (
          <SortableList
            items={data.list}
            nameOf={(t) => `the testimonial from ${t.name}`}
            onReorder={reorder.move}
            disabled={reorder.pending}
          >
            {(t) => (
              <Group justify="space-between" gap="sm">
                <Stack gap={2} miw={0} flex="1 1 240px">
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
                </Stack>
                <RowActions
                  name={`the testimonial from ${t.name}`}
                  onEdit={() => setEditing({ testimonial: t })}
                  onDelete={() => remove.mutate(t._id)}
                  deleting={remove.isPending && remove.variables === t._id}
                />
              </Group>
            )}
          </SortableList>
        )}
      </ListStates>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.testimonial ? "Edit testimonial" : "New testimonial"}
        size="lg"
        centered
      >
        {editing && <TestimonialForm testimonial={editing.testimonial} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
