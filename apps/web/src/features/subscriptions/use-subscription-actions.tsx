import type { PaidPlan, PlanListItem } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/notify";
import { companyStateKey } from "../../lib/query-keys";
import { errorMessage } from "../commerce/errors";
import { cancelSubscription, subscriptionKeys, undoCancellation } from "./api";
import { downloadAllDocuments } from "./download-all";
import { subscriptionPaths } from "./paths";
import { savePayIntent } from "./pay-intent";
import { nextPlanOf, planSwitchOf, type SubscriptionAction } from "./rules";
import { AddOnsModal } from "./ui/AddOnsModal";
import { CancelModal } from "./ui/CancelModal";
import { PlanChangeModal } from "./ui/PlanChangeModal";

/** "Download all documents": one bulk export of every document as PDF and Word, followed in the export panel. */
export function useDownloadAll() {
  return useMutation({
    mutationFn: downloadAllDocuments,
    onSuccess: (count) => {
      if (count === 0) toast("There are no documents to download.", "info");
    },
    onError: (error) => toast(errorMessage(error), "error"),
  });
}

/**
 * What the buttons of /subscriptions do: the plan change and cancellation open their confirm
 * popups, an undo runs at once, renewals save what is paid for (session subscriptionPay) and open
 * the payment page, and the download starts the exports.
 */
export function useSubscriptionActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [planChange, setPlanChange] = useState<{ item: PlanListItem; to: PaidPlan } | null>(null);
  const [cancelling, setCancelling] = useState<PlanListItem | null>(null);
  const [addingTo, setAddingTo] = useState<PlanListItem | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: companyStateKey });
  };
  const done = ({ message }: { message: string }) => {
    toast(message, "success");
    refresh();
  };
  const failed = (error: unknown) => toast(errorMessage(error), "error");

  const cancel = useMutation({
    mutationFn: (item: PlanListItem) => cancelSubscription(item._id),
    onSuccess: (reply) => {
      done(reply);
      setCancelling(null);
    },
    onError: failed,
  });
  const undo = useMutation({
    mutationFn: (item: PlanListItem) => undoCancellation(item._id),
    onSuccess: done,
    onError: failed,
  });
  const download = useDownloadAll();

  const act = (action: SubscriptionAction, item: PlanListItem) => {
    const handlers: Record<SubscriptionAction, () => void> = {
      addOns: () => setAddingTo(item),
      switchPlan: () => setPlanChange({ item, to: planSwitchOf(item).to }),
      cancel: () => setCancelling(item),
      undoCancel: () => undo.mutate(item),
      renew: () => {
        const plan = nextPlanOf(item);
        savePayIntent({
          kind: "renew",
          subscriptionId: item._id,
          packageName: item.packageName,
          plan,
          price: item.nextPrice,
        });
        navigate(subscriptionPaths.pay);
      },
      renewManagement: () => {
        savePayIntent({ kind: "management", subscriptionId: item._id });
        navigate(subscriptionPaths.managementRenewal);
      },
      download: () => download.mutate(),
      subscribeAgain: () => navigate(subscriptionPaths.catalogue),
    };
    handlers[action]();
  };

  const modals = (
    <>
      <PlanChangeModal change={planChange} onClose={() => setPlanChange(null)} />
      <CancelModal
        item={cancelling}
        busy={cancel.isPending}
        onConfirm={(item) => cancel.mutate(item)}
        onClose={() => setCancelling(null)}
      />
      <AddOnsModal item={addingTo} onClose={() => setAddingTo(null)} />
    </>
  );
  return { act, busy: undo.isPending || download.isPending, modals };
}
