import type { UseFormReturnType } from "@mantine/form";
import type { SettingsFormValues } from "../../settings-form";

/** The one form every settings tab edits a part of. */
export type SettingsForm = UseFormReturnType<SettingsFormValues>;
