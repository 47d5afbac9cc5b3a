import { CloseButton, Container, Group, Text } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { Link } from "react-router";
import { promoButtonText, promoColours, promoTarget } from "../../../features/site/promo-rules";
import type { Offer } from "../../../features/site/types";
import { Countdown } from "../../../features/site/ui/Countdown";
import classes from "./PromoBanner.module.css";

const isImageAddress = (value: string) => /^(https?:\/\/|\/)[^\s]+$/i.test(value) && !value.startsWith("//");

/**
 * The promo banner of spec 000 §2 Banners: the administrator's title, description, colours, icon,
 * button (default "Let's Get Festive") and link, a countdown to the offer expiry, and a close control.
 */
export default function PromoBanner({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const colours = promoColours(offer.promobackground, offer.promofont);
  const target = promoTarget(offer.promolink);
  const label = promoButtonText(offer.promobutton);
  const icon = offer.promoicon.trim();
  const buttonStyle = { background: colours.color, color: colours.background };

  return (
    <aside
      className={classes.banner}
      style={{ ...colours, ["--promo-fg" as string]: colours.color }}
      aria-label="Offer"
    >
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap" className={classes.message}>
          {icon && isImageAddress(icon) ? (
            <img src={icon} alt="" width={32} height={32} className={classes.icon} />
          ) : icon ? (
            <span className={classes.emoji} aria-hidden="true">
              {icon}
            </span>
          ) : (
            <IconConfetti size={28} aria-hidden="true" />
          )}
          <div>
            {offer.promotitle && (
              <Text fw={800} lh={1.2}>
                {offer.promotitle}
              </Text>
            )}
            {offer.promodescription && (
              <Text size="sm" lh={1.35}>
                {offer.promodescription}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="md" wrap="wrap" className={classes.actions}>
          <Countdown expiry={offer.offerExpiry} tone="light" />
          {target?.kind === "route" && (
            <Link to={target.to} state={target.state} className={classes.button} style={buttonStyle}>
              {label}
            </Link>
          )}
          {target?.kind === "external" && (
            <a
              href={target.href}
              className={classes.button}
              style={buttonStyle}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label}
            </a>
          )}
          <CloseButton
            onClick={onClose}
            aria-label="Close the offer banner"
            className={classes.close}
            style={{ color: colours.color }}
            variant="transparent"
          />
        </Group>
      </Container>
    </aside>
  );
}
