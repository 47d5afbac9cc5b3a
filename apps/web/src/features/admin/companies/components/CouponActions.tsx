import type { Coupon } from "@cloudoc/contract";
import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPencil, IconPlayerPause, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { adminKeys } from "../queries/companies";
import { deactivateCoupon, deleteCoupon } from "../queries/coupons";

/** Edit, deactivate and delete (a used coupon cannot be deleted: the server says so). */
export function CouponActions({ coupon, onEdit }: { coupon: Coupon; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const refresh = (message: string) => {
    toast(message, "success");
    void queryClient.invalidateQueries({ queryKey: adminKeys.coupons });
  };
  const fail = (error: unknown) => toast(errorText(error), "error");
  const deactivate = useMutation({
    mutationFn: () => deactivateCoupon(coupon._id),
    onSuccess: () => refresh(`Coupon ${coupon.code} deactivated.`),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => deleteCoupon(coupon._id),
    onSuccess: refresh,
    onError: fail,
  });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete coupon ${coupon.code}?`,
      centered: true,
      children: (
        <Text size="sm">It is removed for good. A coupon that was used can only be deactivated.</Text>
      ),
      labels: { confirm: "Delete coupon", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit coupon ${coupon.code}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {coupon.active && (
        <Tooltip label="Deactivate">
          <ActionIcon
            variant="subtle"
            color="yellow"
            aria-label={`Deactivate coupon ${coupon.code}`}
            loading={deactivate.isPending}
            onClick={() => deactivate.mutate()}
          >
            <IconPlayerPause size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete coupon ${coupon.code}`}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
