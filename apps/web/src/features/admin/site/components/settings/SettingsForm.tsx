import { routes, type SiteSettings, siteMessages } from "@cloudoc/contract";
import { Button, Group, Paper, Stack, Tabs } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type ComponentProps, useState } from "react";
import { call } from "../../../../../lib/api";
import { useSiteChange } from "../../hooks/use-site-change";
import { adminSiteKeys, type SettingsSave } from "../../queries/site";
import {
  type SettingsFormValues,
  settingsErrorFields,
  settingsFormRules,
  settingsFormValues,
  settingsRequest,
  settingsTabs,
  tabOfErrors,
} from "../../settings-form";
import { FeesTab } from "./FeesTab";
import { GeneralTab } from "./GeneralTab";
import { OffersTab } from "./OffersTab";
import { PromoTab } from "./PromoTab";

const saveSettings = (input: SettingsSave) => call(routes.adminSettingsSave, input);
const renamed = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [settingsErrorFields[field] ?? field, message]),
  );

type Packages = ComponentProps<typeof OffersTab>["packages"];

/** Every site and promo setting in four tabs, saved at once; a refused save opens the tab of its first error. */
export function SettingsForm({ settings, packages }: { settings: SiteSettings; packages: Packages }) {
  const [tab, setTab] = useState<string>(settingsTabs[0].value);
  const form = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(settings),
    validate: settingsFormRules,
  });
  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    setTab(tabOfErrors(Object.keys(errors)) ?? tab);
  };
  const save = useSiteChange(saveSettings, {
    adminKey: adminSiteKeys.settings,
    successMessage: siteMessages.settingsSaved,
    onFieldErrors: (errors) => showErrors(renamed(errors)),
    onSaved: (reply) => {
      const saved = settingsFormValues(reply.response);
      form.setValues(saved);
      form.resetDirty(saved);
    },
  });
  const panels = {
    general: <GeneralTab form={form} />,
    promo: <PromoTab form={form} />,
    offers: <OffersTab form={form} packages={packages} />,
    fees: <FeesTab form={form} />,
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(settingsRequest(values)), showErrors)}>
      <Stack gap="md">
        <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
          <Tabs.List>
            {settingsTabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settingsTabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="lg">
              <Paper withBorder p="lg" radius="md">
                {panels[t.value]}
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          >
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
