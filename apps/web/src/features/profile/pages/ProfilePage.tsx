import { type ProfileTab, profileTabs } from "@cloudoc/contract";
import { Alert, Badge, Container, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { EditRequestModal } from "../components/EditRequestModal";
import { MyAccountTab } from "../components/MyAccountTab";
import { PaymentCardTab } from "../components/PaymentCardTab";
import { CompletenessMeter, ThankYouBanner } from "../components/ProfileBanners";
import { TabForm } from "../components/TabForm";
import { VariablesPanel } from "../components/VariablesPanel";
import { fetchProfile, profileKeys } from "../profile-api";
import { profileTabLabels } from "../profile-fields";

type PageTab = "account" | ProfileTab | "tab_5" | "variables";
const pageTabs: readonly string[] = ["account", ...profileTabs, "tab_5", "variables"];
const isPageTab = (value: string | null): value is PageTab => value !== null && pageTabs.includes(value);

/**
 * /company/profile (spec 000 §2 Profile page): My Profile, and the organisation's details in five
 * tabs (organisation, addresses, director, provider and staff, payment card), each saved with its
 * own button, plus the business variables. The header's My Profile opens the account tab.
 */
export function ProfilePage() {
  const location = useLocation();
  const data = useSession();
  const [params, setParams] = useSearchParams();
  const user = useUserProfile();
  const [requestOpen, setRequestOpen] = useState(false);
  const profile = useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile, retry: false });
  const stateType = (location.state as { profileType?: string } | null)?.profileType ?? data.profileType;
  const asked = params.get("tab");
  const tab: PageTab = isPageTab(asked) ? asked : stateType === "myprofile" ? "account" : "tab_1";
  const choose = (value: string | null) => {
    if (!isPageTab(value)) return;
    const next = new URLSearchParams(params);
    next.set("tab", value);
    setParams(next, { replace: true, state: location.state });
  };

  const view = profile.data;
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Profile | Cloudoc</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Profile</Title>
            <Text c="dimmed">Your account, and the organisation details your documents are filled with.</Text>
          </div>
          {view && !view.canEdit && (
            <Badge color="gray" variant="light">
              Read only: ask the account owner for the Settings permission to make changes
            </Badge>
          )}
        </Group>
        <ThankYouBanner />
        {view && <CompletenessMeter value={view.completeness} />}
        {view && view.pendingEditRequests.length > 0 && (
          <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} aria-hidden="true" />}>
            Your change request is waiting to be checked ({view.pendingEditRequests.length} open).
          </Alert>
        )}
        <Tabs value={tab} onChange={choose} keepMounted={false} variant="outline">
          <Tabs.List>
            <Tabs.Tab value="account">My account</Tabs.Tab>
            {profileTabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {profileTabLabels[name]}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="tab_5">Payment card</Tabs.Tab>
            <Tabs.Tab value="variables">Business variables</Tabs.Tab>
          </Tabs.List>
          <Stack pt="lg">
            {tab === "account" &&
              (user ? <MyAccountTab user={user} /> : <Loader aria-label="Loading your account" />)}
            {tab !== "account" && profile.isPending && <Loader aria-label="Loading the profile" />}
            {tab !== "account" && profile.isError && (
              <Alert color="red" title="The profile could not be loaded">
                {profile.error instanceof ApiError ? profile.error.message : String(profile.error)}
              </Alert>
            )}
            {view && isProfileTab(tab) && (
              <TabForm key={tab} tab={tab} profile={view} onRequestChange={() => setRequestOpen(true)} />
            )}
            {view && tab === "tab_5" && <PaymentCardTab profile={view} />}
            {view && tab === "variables" && <VariablesPanel canEdit={view.canEdit} />}
          </Stack>
        </Tabs>
      </Stack>
      <EditRequestModal opened={requestOpen} onClose={() => setRequestOpen(false)} />
    </Container>
  );
}

const isProfileTab = (tab: PageTab): tab is ProfileTab => (profileTabs as readonly string[]).includes(tab);
