import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { AdminPage } from "../../ui/AdminPage";
import { SettingsForm } from "../components/settings/SettingsForm";
import { adminSiteKeys, fetchSettings } from "../queries/site";

/** Site settings (spec 000 §3): contact, footer, banners, promo, offers, trial and fees. */
export function SettingsPage() {
  const query = useQuery({ queryKey: adminSiteKeys.settings, queryFn: fetchSettings });
  return (
    <AdminPage
      title="Site settings"
      description="What visitors see across the public site. Saving changes it at once."
    >
      {query.isPending && <LoadingBlocks label="Loading the settings" count={3} height={120} />}
      {query.isError && (
        <LoadError
          title="The settings could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <SettingsForm settings={query.data.settings} packages={query.data.packages} />}
    </AdminPage>
  );
}
