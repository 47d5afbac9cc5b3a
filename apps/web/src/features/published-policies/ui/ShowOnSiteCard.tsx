import { Alert, Anchor, Group, Paper, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { IconExternalLink, IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/notify";
import { userDetailsKey } from "../../../lib/query-keys";
import { companySiteHost } from "../../../lib/tenancy";
import { useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { errorText, LoadError } from "../../../ui/States";
import { useViewer } from "../../employees/use-viewer";
import { publishedKeys, showPoliciesSetting } from "../published-api";
import { canChangeShowSetting, publicAddress, visibilityNote, visibilityOf } from "../published-rules";

function PublicAddress() {
  const subdomain = useSession().subdomain ?? "";
  if (!subdomain) return null;
  const address = publicAddress(window.location.protocol, companySiteHost(subdomain, window.location));
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        Public address
      </Text>
      <Anchor href={address} target="_blank" rel="noopener" style={{ overflowWrap: "anywhere" }}>
        <Group gap={4} component="span" wrap="nowrap">
          {address}
          <IconExternalLink size={16} aria-label="(opens in a new tab)" />
        </Group>
      </Anchor>
    </Stack>
  );
}

/** The switch, for those with Settings; the setting read from the profile for everyone else. */
function Control() {
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: publishedKeys.setting, queryFn: () => showPoliciesSetting() });
  const change = useMutation({
    mutationFn: (value: boolean) => showPoliciesSetting(value),
    onSuccess: async (result) => {
      toast(result.message, "success");
      queryClient.setQueryData(publishedKeys.setting, result);
      // The side menu shows Public Policies by the profile's setting (spec 000 §6).
      await queryClient.invalidateQueries({ queryKey: [userDetailsKey] });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  if (setting.isPending) return <Skeleton height={60} aria-label="Loading the setting" />;
  if (setting.isError) {
    return (
      <LoadError
        title="The setting could not be loaded"
        error={setting.error}
        onRetry={() => void setting.refetch()}
      />
    );
  }
  const state = visibilityOf(setting.data);
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label="Show published policies on your site"
        checked={setting.data.showPoliciesonSite}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      <Alert
        color={state === "waiting" ? "orange" : "blue"}
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
      >
        {visibilityNote(state)}
      </Alert>
    </Stack>
  );
}

function ReadOnlyState() {
  const on = useUserProfile()?.settings?.showPoliciesonSite === true;
  return (
    <Text>
      Published policies are {on ? "shown" : "not shown"} on your site. Someone with the Settings permission
      can change this.
    </Text>
  );
}

/** settings.showPoliciesonSite with what visitors see and where (spec 000 §3, §6). */
export function ShowOnSiteCard() {
  const viewer = useViewer();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Your public site
        </Title>
        {canChangeShowSetting(viewer) ? <Control /> : <ReadOnlyState />}
        <PublicAddress />
      </Stack>
    </Paper>
  );
}
