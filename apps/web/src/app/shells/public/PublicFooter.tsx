import { footerTextWithYear, groupPhone, phoneHref } from "@cloudoc/contract";
import { Box, Container, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandPinterest,
  IconBrandTwitter,
  IconMail,
  IconMapPin,
  IconPhone,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { legalPages } from "../../../features/catalogue/site-links";
import { Logo } from "../../../ui/Logo";
import { type PublicSettings, supportHoursText } from "../../site-settings";
import classes from "./PublicFooter.module.css";

const siteLinks = [
  { label: "Policies & Procedures", to: "/policies-procedures" },
  { label: "Document Library", to: "/documentlibrary" },
  { label: "System Features", to: "/features" },
  { label: "About Us", to: "/about-us" },
  { label: "Contact Us", to: "/contact-us" },
];

type IconType = ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;

const socialNetworks: { key: keyof PublicSettings; label: string; Icon: IconType }[] = [
  { key: "facebook_link", label: "Facebook", Icon: IconBrandFacebook },
  { key: "twitter_link", label: "Twitter", Icon: IconBrandTwitter },
  { key: "instagram_link", label: "Instagram", Icon: IconBrandInstagram },
  { key: "pinterest_link", label: "Pinterest", Icon: IconBrandPinterest },
];

const isWebAddress = (value: unknown): value is string =>
  typeof value === "string" && /^https?:\/\//i.test(value);

/** Spec 000 §2 "Footer". Contact details and social links appear only when the settings have them. */
export function PublicFooter({ settings, year }: { settings: PublicSettings; year: number }) {
  const footerText = settings.footer_text
    ? footerTextWithYear(settings.footer_text, year)
    : `© ${year} Cloudoc`;
  const socials = socialNetworks.filter((network) => isWebAddress(settings[network.key]));

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <div className={classes.columns}>
          <Stack gap="sm">
            <Link
              to="/"
              className={classes.link}
              aria-label="Cloudoc home"
              style={{ alignSelf: "flex-start" }}
            >
              <Logo inverted />
            </Link>
            <Text className={classes.muted}>
              Compliance policies and procedures for care providers in England, Wales, Scotland and Northern
              Ireland.
            </Text>
          </Stack>

          <nav aria-labelledby="footer-site">
            <p id="footer-site" className={classes.heading}>
              Cloudoc
            </p>
            <ul className={classes.list}>
              {siteLinks.map((link) => (
                <li key={link.to}>
                  <Link className={classes.link} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <p id="footer-legal" className={classes.heading}>
              Legal
            </p>
            <ul className={classes.list}>
              {legalPages.map((page) => (
                <li key={page.slug}>
                  <Link className={classes.link} to={`/pages/${page.slug}`}>
                    {page.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <p className={classes.heading}>Get in touch</p>
            <Stack gap={8}>
              {settings.phone && (
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={18} aria-hidden="true" />
                  <a className={classes.link} href={phoneHref(settings.phone)}>
                    {groupPhone(settings.phone)}
                  </a>
                </Group>
              )}
              {settings.email_address && (
                <Group gap={8} wrap="nowrap">
                  <IconMail size={18} aria-hidden="true" />
                  <a className={classes.link} href={`mailto:${settings.email_address}`}>
                    {settings.email_address}
                  </a>
                </Group>
              )}
              {settings.address && (
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                  <a
                    className={classes.link}
                    href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {settings.address}
                    <VisuallyHidden component="span"> (map, opens in a new tab)</VisuallyHidden>
                  </a>
                </Group>
              )}
              {settings.supportHours && (
                <Text className={classes.muted}>Support: {supportHoursText(settings)}</Text>
              )}
            </Stack>
          </div>
        </div>
      </Container>

      <div className={classes.bottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="sm">
            <Text className={classes.muted}>{footerText}</Text>
            {socials.length > 0 && (
              <Group
                gap={4}
                component="ul"
                style={{ listStyle: "none", margin: 0, padding: 0 }}
                aria-label="Social media"
              >
                {socials.map(({ key, label, Icon }) => (
                  <li key={key}>
                    <a
                      href={String(settings[key])}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${classes.social} mantine-active`}
                      aria-label={`Cloudoc on ${label} (opens in a new tab)`}
                    >
                      <Icon size={20} aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </Group>
            )}
          </Group>
        </Container>
      </div>
    </Box>
  );
}
