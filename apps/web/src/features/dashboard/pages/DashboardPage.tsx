import { isMenuEntryVisible, sideMenuEntries } from "@cloudoc/contract";
import { Grid, Stack, Text, Title } from "@mantine/core";
import { useSessionStorage } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { browserLocalStorage, readOfflineCart } from "../../../lib/cart-storage";
import { firstOpenMenuPath, isNewProfile, menuContextOf } from "../../../lib/menu-rules";
import { useAccountKnown, useCompanyState, useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { LoadingRows } from "../../../ui/LoadingRows";
import { LoadError } from "../../../ui/States";
import { type DashboardBannerKind, dashboardBanner } from "../../library-lists/banner-rules";
import { DashboardBanner } from "../../library-lists/ui/DashboardBanner";
import { SummaryCards } from "../../library-lists/ui/SummaryCards";
import { AcknowledgementCard } from "../components/AcknowledgementCard";
import { BookTrainingCard } from "../components/BookTrainingCard";
import { ComplianceCard } from "../components/ComplianceCard";
import { NeedReviewPanel } from "../components/NeedReviewPanel";
import { SubscriptionCard } from "../components/SubscriptionCard";
import { UpdatesPanel } from "../components/UpdatesPanel";
import { dashboardKeys, fetchOverview } from "../queries/dashboard-api";

/** Banners dismissed in this browser session (spec 000 §2: remembered for the session). */
const dismissedKey = "cloudoc.dismissedBanners";

function useBanner() {
  const session = useSession();
  const companyState = useCompanyState();
  const [dismissed, setDismissed] = useSessionStorage<DashboardBannerKind[]>({
    key: dismissedKey,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const banner = dashboardBanner({
    role: session.userRole,
    activeSubscription: companyState ? companyState.activesubs !== false : undefined,
    profileCompleteness: companyState?.profileCompleteness,
    dismissed,
    hasOfflineCart: readOfflineCart(browserLocalStorage()).length > 0,
  });
  const dismiss = (kind: DashboardBannerKind) => setDismissed((list) => [...new Set([...list, kind])]);
  return { banner, dismiss };
}

function useMenuContext() {
  const session = useSession();
  const companyState = useCompanyState();
  const profile = useUserProfile();
  const menu = menuContextOf({
    role: session.userRole,
    permissions: session.user_permission,
    companyState,
    profile,
  });
  // Until the company state is known, entries that need a subscription look hidden.
  return { menu, known: companyState !== undefined };
}

const useOverview = () => useQuery({ queryKey: dashboardKeys.overview, queryFn: fetchOverview });

/** The dashboard's figures and lists: compliance, acknowledgements, counts, subscription, lists. */
function DashboardFigures({
  seesDocuments,
  overview,
}: {
  seesDocuments: boolean;
  overview: ReturnType<typeof useOverview>;
}) {
  const data = overview.data;
  return (
    <>
      {overview.isError ? (
        <LoadError
          title="The dashboard could not be loaded"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ComplianceCard compliance={data?.compliance} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <AcknowledgementCard summary={data?.acknowledgements} />
            </Grid.Col>
          </Grid>
          <SummaryCards counts={data?.counts} />
          <SubscriptionCard subscription={data?.subscription} />
        </>
      )}
      <Grid gap="lg">
        {seesDocuments && (
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <NeedReviewPanel />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: seesDocuments ? 6 : 12 }}>
          <UpdatesPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * The dashboard (spec 001 §2 /dashboard, §7 /userdashboard; spec 000 §2 Banners and Book
 * Training; issue 15): the banner, compliance at a glance, the document counts, staff
 * acknowledgements, the subscription, and the two lists 25 a page. The banners depend on the
 * account, so the rest waits for it rather than jump down the page when a banner arrives.
 */
export function DashboardPage() {
  const profile = useUserProfile();
  const accountKnown = useAccountKnown();
  // Asked for at once, alongside the account, though shown once the account is known.
  const overview = useOverview();
  const { banner, dismiss } = useBanner();
  const { menu, known } = useMenuContext();
  // The dashboard lists follow the side menu; a user without the dashboard goes to their first menu.
  const seesDocuments = isMenuEntryVisible("documents", menu);
  const elsewhere = known ? firstOpenMenuPath(sideMenuEntries, menu) : null;
  const firstname = typeof profile?.firstname === "string" ? profile.firstname.trim() : "";
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  return (
    <Stack gap="lg" maw={1280}>
      <title>Dashboard | Cloudoc</title>
      <Stack gap={4}>
        <Title order={1}>{firstname ? `Welcome back, ${firstname}` : "Dashboard"}</Title>
        <Text c="dimmed">Where your policies stand today, and what needs doing next.</Text>
      </Stack>
      {accountKnown ? (
        <>
          {banner && <DashboardBanner banner={banner} onDismiss={() => dismiss(banner.kind)} />}
          {isNewProfile(profile?.createdAt) && <BookTrainingCard />}
          <DashboardFigures seesDocuments={seesDocuments} overview={overview} />
        </>
      ) : (
        <LoadingRows label="Loading the dashboard" rows={6} />
      )}
    </Stack>
  );
}
