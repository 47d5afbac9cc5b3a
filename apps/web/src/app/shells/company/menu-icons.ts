import {
  IconAdjustments,
  IconBuilding,
  IconCreditCard,
  IconFiles,
  IconFolder,
  IconForms,
  IconLayoutDashboard,
  IconListNumbers,
  IconSchool,
  IconSettings,
  IconShieldCheck,
  IconSignature,
  IconTrash,
  IconUserShield,
  IconUsers,
  IconWorld,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type IconType = ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean | "true" }>;

/** An icon for each side-menu key of packages/contract navigation.ts. */
export const sideMenuIcons: Record<string, IconType> = {
  dashboard: IconLayoutDashboard,
  documents: IconFolder,
  myDocuments: IconFiles,
  docusign: IconSignature,
  employees: IconUsers,
  staffPolicies: IconShieldCheck,
  publicPolicies: IconWorld,
  forms: IconForms,
  training: IconSchool,
  users: IconUserShield,
  index: IconListNumbers,
  bin: IconTrash,
  subscription: IconCreditCard,
  settings: IconSettings,
  organisationDetails: IconBuilding,
  systemSettings: IconAdjustments,
};

export const fallbackIcon: IconType = IconFolder;
