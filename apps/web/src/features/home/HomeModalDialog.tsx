import { Badge, Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconGift, IconHandStop } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Offer } from "../site/types";
import { Countdown } from "../site/ui/Countdown";
import type { HomeModal, PurchaseKind } from "./modal-rules";
import { demoState } from "./Stars";

interface HomeModalDialogProps {
  kind: HomeModal;
  offer: Offer | undefined;
  purchase: PurchaseKind | null;
  onClose: () => void;
}

function Dialog({
  title,
  icon,
  children,
  onClose,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="md"
      title={
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Text fw={800} size="lg">
            {title}
          </Text>
        </Group>
      }
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">{children}</Stack>
    </Modal>
  );
}

const icon = (node: ReactNode, color = "brand") => (
  <ThemeIcon size={36} radius="xl" variant="light" color={color} aria-hidden="true">
    {node}
  </ThemeIcon>
);

/** The home page's modals (spec 000 §2 Home page and Other popups). */
export default function HomeModalDialog({ kind, offer, purchase, onClose }: HomeModalDialogProps) {
  if (kind === "purchase") {
    const courses = purchase === "courses";
    return (
      <Dialog
        title="Thank You for Your Purchase!"
        icon={icon(<IconCircleCheck size={22} />)}
        onClose={onClose}
      >
        <Text>
          {courses
            ? "Your training courses are booked. You will find them under Training in your account."
            : "Your payment was successful and your documents are ready in your account."}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component={Link} to={courses ? "/company/course" : "/company/documents"} onClick={onClose}>
            {courses ? "Go to training" : "Go to my documents"}
          </Button>
        </Group>
      </Dialog>
    );
  }

  if (kind === "unread") {
    return (
      <Dialog title="Unread policies" icon={icon(<IconAlertCircle size={22} />, "orange")} onClose={onClose}>
        <Text>You have an unread policies. You must read the Policies/documents.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button component={Link} to="/employee/policies" onClick={onClose}>
            Go to policies
          </Button>
        </Group>
      </Dialog>
    );
  }

  if (kind === "offer") {
    const title = offer?.offertitle || offer?.promotitle || "A special offer";
    return (
      <Dialog title={title} icon={icon(<IconGift size={22} />, "red")} onClose={onClose}>
        {offer?.packageOfferActive && (
          <Badge color="red" variant="filled" size="lg" w="fit-content">
            {offer.packageDiscountPercent}% off policy packages
          </Badge>
        )}
        {offer?.promodescription && <Text>{offer.promodescription}</Text>}
        <Countdown expiry={offer?.offerExpiry} tone="dark" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            No thanks
          </Button>
          <Button component={Link} to="/subscription-list" onClick={onClose}>
            See the offer
          </Button>
        </Group>
      </Dialog>
    );
  }

  return (
    <Dialog title="Before you go" icon={icon(<IconHandStop size={22} />)} onClose={onClose}>
      <Text>
        {offer?.offerActive && (offer.offertitle || offer.promotitle)
          ? `Don't miss it: ${offer.offertitle || offer.promotitle}.`
          : "See the quality of our policies for yourself: download eight sample documents with your organisation's details in them, free."}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/contact-us" state={demoState} variant="default" onClick={onClose}>
          Book a demo
        </Button>
        <Button
          component={Link}
          to={offer?.offerActive ? "/subscription-list" : "/download/sample/documents"}
          onClick={onClose}
        >
          {offer?.offerActive ? "See the offer" : "Download free samples"}
        </Button>
      </Group>
    </Dialog>
  );
}
