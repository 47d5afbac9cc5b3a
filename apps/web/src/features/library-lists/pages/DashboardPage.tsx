import { Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useSessionStorage } from "@mantine/hooks";
import { IconChevronRight } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { browserLocalStorage, readOfflineCart } from "../../../lib/cart-storage";
import { menuContextOf } from "../../../lib/menu-rules";
import { useCompanyState, useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { LoadError } from "../../../ui/States";
import { fetchDashboard, listKeys } from "../api";
import { type DashboardBannerKind, dashboardBanner } from "../banner-rules";
import { quickLinks } from "../dashboard-rules";
import { DashboardBanner } from "../ui/DashboardBanner";
import classes from "../ui/library-lists.module.css";
import { RecentUpdatesPanel } from "../ui/RecentUpdatesPanel";
import { SummaryCards } from "../ui/SummaryCards";

/** Banners dismissed in this browser session (spec 000 §2: remembered for the session). */
const dismissedKey = "cloudoc.dismissedBanners";

function QuickLinks({ links }: { links: ReturnType<typeof quickLinks> }) {
  if (links.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="quick-links-title">
      <Title order={2} size="h4" id="quick-links-title" mb="xs">
        Quick links
      </Title>
      <Stack gap={2}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} state={link.state} className={classes.quickLink}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm" fw={600} c="brand.8">
                  {link.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {link.description}
                </Text>
              </div>
              <IconChevronRight size={16} aria-hidden="true" />
            </Group>
          </Link>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The dashboard (spec 001 §2 /dashboard, §7 /userdashboard; spec 000 §2 Banners): the subscription
 * or organisation-details banner, the document counts, the latest 25 updates and quick links.
 */
export function DashboardPage() {
  const session = useSession();
  const profile = useUserProfile();
  const companyState = useCompanyState();
  const [dismissed, setDismissed] = useSessionStorage<DashboardBannerKind[]>({
    key: dismissedKey,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const dashboard = useQuery({ queryKey: listKeys.dashboard, queryFn: fetchDashboard });
  const banner = dashboardBanner({
    role: session.userRole,
    activeSubscription: companyState ? companyState.activesubs !== false : undefined,
    profileCompleteness: companyState?.profileCompleteness,
    dismissed,
    hasOfflineCart: readOfflineCart(browserLocalStorage()).length > 0,
  });
  const links = useMemo(
    () =>
      quickLinks(
        menuContextOf({
          role: session.userRole,
          permissions: session.user_permission,
          companyState,
          profile,
        }),
      ),
    [session.userRole, session.user_permission, companyState, profile],
  );
  const firstname = typeof profile?.firstname === "string" ? profile.firstname.trim() : "";

  return (
    <Stack gap="lg" maw={1280}>
      <title>Dashboard | Cloudoc</title>
      <Stack gap={4}>
        <Title order={1}>{firstname ? `Welcome back, ${firstname}` : "Dashboard"}</Title>
        <Text c="dimmed">Your documents at a glance: what needs a review and what changed lately.</Text>
      </Stack>
      {banner && (
        <DashboardBanner
          banner={banner}
          onDismiss={() => setDismissed((list) => [...new Set([...list, banner.kind])])}
        />
      )}
      {dashboard.isError ? (
        <LoadError
          title="The dashboard could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <SummaryCards counts={dashboard.data?.counts} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!dashboard.isError && <RecentUpdatesPanel updates={dashboard.data?.recentUpdates} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuickLinks links={links} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
