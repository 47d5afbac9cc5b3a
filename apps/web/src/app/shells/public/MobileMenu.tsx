import { Button, Divider, Drawer, NavLink, Stack, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { getHelpLinks, subscriptionOptions } from "../../../features/catalogue/menu-data";
import { resourceLinks } from "../../../features/catalogue/site-links";
import { GetDemoButton } from "./GetDemoButton";
import { countryLinks, featureLinks, regulatorLinks, serviceTypeLinks } from "./MegaMenus";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  blogUrl?: string;
  onLogout: () => void;
  /** Where Dashboard goes for this role. */
  dashboardPath: string;
  /** The navigation state Sign In carries (opens the modal). */
  signInState?: object;
}

/** The drawer behind the burger on small screens: every header link, menus as expandable groups. */
export default function MobileMenu({
  opened,
  onClose,
  signedIn,
  blogUrl,
  onLogout,
  dashboardPath,
  signInState,
}: MobileMenuProps) {
  return (
    <Drawer
      id="public-menu-drawer"
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="sm"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack gap={2} component="nav" aria-label="Main menu">
        {signedIn && <NavLink component={Link} to="/company/documents" label="My Cloudoc" />}
        <NavLink label="Policies & Procedures" childrenOffset="sm">
          <NavLink label="Service Type" childrenOffset="sm">
            {serviceTypeLinks.map((link) => (
              <NavLink key={link.label} component={Link} to={link.to} state={link.state} label={link.label} />
            ))}
          </NavLink>
          <NavLink label="Policy Bundles by Regulator" childrenOffset="sm">
            {regulatorLinks.map((link) => (
              <NavLink key={link.label} component={Link} to={link.to} state={link.state} label={link.label} />
            ))}
          </NavLink>
          <NavLink label="By Country" childrenOffset="sm">
            {countryLinks.map((link) => (
              <NavLink key={link.label} component={Link} to={link.to} state={link.state} label={link.label} />
            ))}
          </NavLink>
          <NavLink label="Subscription options" childrenOffset="sm">
            {subscriptionOptions.map((link) => (
              <NavLink key={link.label} component={Link} to={link.to} state={link.state} label={link.label} />
            ))}
          </NavLink>
          <NavLink label="Get Help" childrenOffset="sm">
            {getHelpLinks.map((link) => (
              <NavLink key={link.label} component={Link} to={link.to} state={link.state} label={link.label} />
            ))}
          </NavLink>
        </NavLink>
        <NavLink component={Link} to="/documentlibrary" label="Document Library" />
        <NavLink label="System Features" childrenOffset="sm">
          {featureLinks.map((group) => (
            <NavLink key={group.heading} label={group.heading} childrenOffset="sm">
              {group.links.map((link) => (
                <NavLink
                  key={link.label}
                  component={Link}
                  to={link.to}
                  state={link.state}
                  label={link.label}
                />
              ))}
            </NavLink>
          ))}
        </NavLink>
        <NavLink label="Resources" childrenOffset="sm">
          {resourceLinks.map((link) => (
            <NavLink key={link.to} component={Link} to={link.to} label={link.label} />
          ))}
        </NavLink>
        {blogUrl && (
          <NavLink
            component="a"
            href={blogUrl}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                Blog<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </>
            }
          />
        )}
        {!signedIn && <NavLink component={Link} to="/contact-us" label="Contact Us" />}
        {signedIn && (
          <>
            <Divider my="xs" />
            <NavLink
              component={Link}
              to="/company/profile"
              state={{ profileType: "myprofile" }}
              label="My account"
            />
            <NavLink component={Link} to={dashboardPath} label="Dashboard" />
            <NavLink component={Link} to="/order/history" label="Order history" />
            <NavLink component="button" type="button" onClick={onLogout} label="Logout" />
          </>
        )}
      </Stack>
      <Stack gap="sm" mt="lg">
        <GetDemoButton variant="outline" fullWidth />
        {!signedIn && (
          <Button component={Link} to="/login" state={signInState} fullWidth>
            Sign In
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
