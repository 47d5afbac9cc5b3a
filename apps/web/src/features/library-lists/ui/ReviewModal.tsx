import { ukToday } from "@cloudoc/contract";
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { listKeys, markManyReviewed, markReviewed } from "../api";
import { defaultNextReview, isValidNextReview, latestNextReview } from "../review-rules";

export interface ReviewTarget {
  /** The documents to mark reviewed (one, or several in bulk). */
  ids: string[];
  /** The document's name when there is one, for the title. */
  name?: string;
}

interface ReviewModalProps {
  target: ReviewTarget | null;
  onClose: () => void;
  /** After the server recorded the review(s). */
  onDone?: () => void;
}

/**
 * Mark reviewed (spec 001 §4): notes and the next review date, one year ahead by default; for one
 * document (/user/documents/review) or several (/user/documents/bulkreview).
 */
export function ReviewModal({ target, onClose, onDone }: ReviewModalProps) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState("");
  const [nextReview, setNextReview] = useState(defaultNextReview());
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!target) return;
    setNotes("");
    setNextReview(defaultNextReview());
    setTouched(false);
  }, [target]);

  const review = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? markReviewed(ids[0] ?? "", notes, nextReview)
        : markManyReviewed(ids, notes, nextReview),
    onSuccess: async (message) => {
      toast(message, "success");
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
      onDone?.();
      onClose();
    },
    onError: (error) => toast(errorText(error), "error"),
  });

  const valid = isValidNextReview(nextReview);
  const count = target?.ids.length ?? 0;
  const title = count > 1 ? `Mark ${count} documents reviewed` : "Mark reviewed";

  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (target && valid) review.mutate(target.ids);
        }}
      >
        <Stack gap="md">
          {target?.name && count === 1 && (
            <Text size="sm">
              Record a review of <strong>{target.name}</strong>. Its status becomes Up to Date.
            </Text>
          )}
          {count > 1 && (
            <Text size="sm">Each selected document becomes Up to Date with the same review date.</Text>
          )}
          <Textarea
            label="Review notes"
            description="What was checked or changed (optional)"
            autosize
            minRows={3}
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            type="date"
            label="Next review date"
            description={
              valid
                ? `${formatDate(nextReview)}: one year ahead unless you choose another date`
                : "One year ahead unless you choose another date"
            }
            required
            min={ukToday()}
            max={latestNextReview()}
            value={nextReview}
            onChange={(event) => setNextReview(event.currentTarget.value)}
            error={touched && !valid ? "Choose a date from today up to ten years ahead" : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={review.isPending}>
              {count > 1 ? "Mark all reviewed" : "Mark reviewed"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
