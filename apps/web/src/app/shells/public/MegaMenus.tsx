import { SimpleGrid, Stack } from "@mantine/core";
import { useId } from "react";
import { Link } from "react-router";
import {
  countries,
  featureGroups,
  getHelpLinks,
  type MenuLink,
  regulatorBundles,
  serviceTypes,
  slugify,
  subscriptionOptions,
} from "../../../features/catalogue/menu-data";
import { NavDropdown } from "./NavDropdown";
import classes from "./PublicHeader.module.css";

function LinkColumn({
  heading,
  links,
  onNavigate,
}: {
  heading: string;
  links: MenuLink[];
  onNavigate: () => void;
}) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <p id={headingId} className={classes.megaHeading}>
        {heading}
      </p>
      <ul className={classes.megaList}>
        {links.map((link) => (
          <li key={`${link.label}`}>
            <Link className={classes.megaLink} to={link.to} state={link.state} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const regulatorLinks: MenuLink[] = regulatorBundles.map((r) => ({
  label: r.name,
  to: "/policies-procedures",
  state: { regulator: r.slug, country: r.country },
}));

export const countryLinks: MenuLink[] = countries.map((c) => ({
  label: c.name,
  to: "/policies-procedures",
  state: { country: c.slug },
}));

export const serviceTypeLinks: MenuLink[] = serviceTypes.map((t) => ({
  label: t.name,
  to: "/policies-procedures",
  state: { category: t.slug },
}));

export const featureLinks = featureGroups.map((group) => ({
  heading: group.title,
  links: group.items.map(
    (item): MenuLink => ({ label: item, to: "/features", state: { feature: slugify(item) } }),
  ),
}));

/** Spec 000 §2 "Policies mega-menu". */
export function PoliciesMegaMenu({ active }: { active?: boolean }) {
  return (
    <NavDropdown label="Policies & Procedures" active={active} variant="mega">
      {(close) => (
        <SimpleGrid cols={4} spacing="xl">
          <nav aria-labelledby="mega-service-type" style={{ gridColumn: "span 2" }}>
            <p id="mega-service-type" className={classes.megaHeading}>
              Service Type
            </p>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="ul" className={classes.megaList}>
              {serviceTypes.map((type) => (
                <li key={type.slug}>
                  <Link
                    className={classes.megaLink}
                    to="/policies-procedures"
                    state={{ category: type.slug }}
                    onClick={close}
                  >
                    <span className={classes.megaLinkTitle}>{type.name}</span>
                    <span className={classes.megaLinkBlurb}>{type.blurb}</span>
                  </Link>
                </li>
              ))}
            </SimpleGrid>
          </nav>
          <LinkColumn heading="Policy Bundles by Regulator" links={regulatorLinks} onNavigate={close} />
          <Stack gap="lg">
            <LinkColumn heading="By Country" links={countryLinks} onNavigate={close} />
            <LinkColumn heading="Subscription options" links={[...subscriptionOptions]} onNavigate={close} />
            <LinkColumn heading="Get Help" links={[...getHelpLinks]} onNavigate={close} />
          </Stack>
        </SimpleGrid>
      )}
    </NavDropdown>
  );
}

/** Spec 000 §2 "Features mega-menu": every item goes to /features. */
export function FeaturesMegaMenu({ active }: { active?: boolean }) {
  return (
    <NavDropdown label="System Features" active={active} variant="mega">
      {(close) => (
        <SimpleGrid cols={4} spacing="xl">
          {featureLinks.map((group) => (
            <LinkColumn key={group.heading} heading={group.heading} links={group.links} onNavigate={close} />
          ))}
        </SimpleGrid>
      )}
    </NavDropdown>
  );
}
