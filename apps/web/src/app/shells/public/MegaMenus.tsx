import { SimpleGrid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import {
  countries,
  featureGroups,
  getHelpLinks,
  regulatorBundles,
  serviceTypes,
  slugify,
  subscriptionOptions,
} from "../../../features/catalogue/menu-data";
import type { MenuLink } from "../../../features/catalogue/site-links";
import {
  contentStaleTime,
  fetchTaxonomy,
  siteKeys,
  type TaxonomyName,
} from "../../../features/site/site-api";
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

/** The first sentence of a blurb, so the menu stays short. */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}

function useTaxonomyWhen<N extends TaxonomyName>(name: N, enabled: boolean) {
  return useQuery({
    queryKey: siteKeys.taxonomy(name),
    queryFn: () => fetchTaxonomy(name),
    staleTime: contentStaleTime,
    enabled,
    retry: false,
  });
}

/**
 * The Policies menu's service types, regulators and countries from the catalogue's taxonomy calls,
 * loaded the first time the menu opens; until they arrive (or if they fail) the built-in lists show.
 */
function usePoliciesMenuData(open: boolean) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  const categories = useTaxonomyWhen("category", wanted);
  const regulators = useTaxonomyWhen("regulator", wanted);
  const countryList = useTaxonomyWhen("country", wanted);
  return {
    types:
      categories.data && categories.data.length > 0
        ? categories.data.map((c) => ({ slug: c.slug, name: c.name, blurb: firstSentence(c.blurb) }))
        : serviceTypes,
    regulators:
      regulators.data && regulators.data.length > 0
        ? regulators.data.map(
            (r): MenuLink => ({
              label: r.name,
              to: "/policies-procedures",
              state: { regulator: r.slug, country: r.country },
            }),
          )
        : regulatorLinks,
    countries:
      countryList.data && countryList.data.length > 0
        ? countryList.data.map(
            (c): MenuLink => ({ label: c.name, to: "/policies-procedures", state: { country: c.slug } }),
          )
        : countryLinks,
  };
}

function PoliciesMenuPanel({ close, open }: { close: () => void; open: boolean }) {
  const data = usePoliciesMenuData(open);
  return (
    <SimpleGrid cols={4} spacing="xl">
      <nav aria-labelledby="mega-service-type" style={{ gridColumn: "span 2" }}>
        <p id="mega-service-type" className={classes.megaHeading}>
          Service Type
        </p>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="ul" className={classes.megaList}>
          {data.types.map((type) => (
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
      <LinkColumn heading="Policy Bundles by Regulator" links={data.regulators} onNavigate={close} />
      <Stack gap="lg">
        <LinkColumn heading="By Country" links={data.countries} onNavigate={close} />
        <LinkColumn heading="Subscription options" links={[...subscriptionOptions]} onNavigate={close} />
        <LinkColumn heading="Get Help" links={[...getHelpLinks]} onNavigate={close} />
      </Stack>
    </SimpleGrid>
  );
}

/** Spec 000 §2 "Policies mega-menu". */
export function PoliciesMegaMenu({ active }: { active?: boolean }) {
  return (
    <NavDropdown label="Policies & Procedures" active={active} variant="mega">
      {(close, open) => <PoliciesMenuPanel close={close} open={open} />}
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
