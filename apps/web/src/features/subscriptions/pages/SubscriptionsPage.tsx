import { messages } from "@cloudoc/contract";
import { Alert, Button, Container, Stack } from "@mantine/core";
import { IconInfoCircle, IconPackage, IconReceipt, IconShoppingCartPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { PageHeading } from "../../../ui/PageHeading";
import { EmptyState, LoadError } from "../../../ui/States";
import { purchaseOf } from "../../commerce/purchase-state";
import { PurchaseSuccessModal } from "../../commerce/ui/PurchaseSuccessModal";
import { fetchPlanList, subscriptionKeys, subscriptionPageSize } from "../api";
import { subscriptionPaths } from "../paths";
import { EndedNotice } from "../ui/EndedNotice";
import { StorageMeter } from "../ui/StorageMeter";
import { SubscriptionCard } from "../ui/SubscriptionCard";
import { useSubscriptionActions } from "../use-subscription-actions";

const buyMore = (
  <Button
    component={Link}
    to={subscriptionPaths.catalogue}
    leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
  >
    Buy more
  </Button>
);

/** The purchase popup a paid checkout lands with (spec 001 §4), once: the state is then dropped. */
function usePurchasePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const [purchase] = useState(() => purchaseOf(location.state));
  const [open, setOpen] = useState(purchase !== null);
  const close = () => {
    setOpen(false);
    navigate(location.pathname, { replace: true, state: null });
  };
  return <PurchaseSuccessModal result={open ? purchase : null} onClose={close} />;
}

/**
 * /subscriptions (spec 001 §2, 25 a page): the company's packages with their add-ons, plan,
 * status, start, renewal or expiry date and price; buy more, add add-ons, switch monthly ↔ yearly
 * from the next period, cancel at the period end (and undo), pay an overdue renewal, renew
 * document management; the storage used; and for 90 days after the end, all documents to download.
 */
export function SubscriptionsPage() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: subscriptionKeys.list(page),
    queryFn: () => fetchPlanList(page),
    placeholderData: keepPreviousData,
  });
  const actions = useSubscriptionActions();
  const popup = usePurchasePopup();
  const now = new Date();

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingRows label="Loading your subscriptions" rows={3} />;
  else if (list.isError) {
    body = (
      <LoadError
        title="Your subscriptions could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.planList.length === 0) {
    body = (
      <EmptyState
        icon={<IconPackage size={30} aria-hidden="true" />}
        title={messages.noRecordsFound}
        actions={
          <Button component={Link} to={subscriptionPaths.catalogue}>
            Choose a subscription
          </Button>
        }
      >
        You have no subscriptions yet. Choose the policies and procedures for your service to get started.
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        {list.data.planList.map((item) => (
          <SubscriptionCard key={item._id} item={item} now={now} busy={actions.busy} onAction={actions.act} />
        ))}
        <Pager
          page={page}
          size={subscriptionPageSize}
          shown={list.data.planList.length}
          total={list.data.total}
          noun="subscriptions"
          onChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Subscriptions"
          description="Your packages and add-ons: plans, renewal dates and prices. Changes to a plan start with the next period."
          actions={
            <>
              <Button
                component={Link}
                to={subscriptionPaths.invoices}
                variant="default"
                leftSection={<IconReceipt size={18} aria-hidden="true" />}
              >
                Invoices
              </Button>
              {buyMore}
            </>
          }
        />
        {list.data?.downloadUntil && <EndedNotice downloadUntil={list.data.downloadUntil} />}
        {list.data?.banner === "expired" && !list.data.downloadUntil && list.data.planList.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {list.data.bannerText ?? messages.noActiveSubscription}
          </Alert>
        )}
        <StorageMeter />
        {body}
      </Stack>
      {actions.modals}
      {popup}
    </Container>
  );
}
