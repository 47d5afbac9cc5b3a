/** "1.4 MB": a storage size for people, in the units a care provider would read. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const roleLabels = { company: "Owner", user: "Staff user", employee: "Employee" } as const;

export const subscriptionStatusLabels = {
  active: "Active",
  past_due: "Payment overdue",
  cancelled: "Cancelled",
  expired: "Expired",
} as const;

const paymentStatusLabels: Readonly<Record<string, string>> = {
  pending: "Waiting",
  processing: "Processing",
  succeeded: "Succeeded",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** A payment's status in words ("Succeeded"); an unknown one as it came. */
export const paymentStatusLabel = (status: string) => paymentStatusLabels[status] ?? status;

export const providerLabels = { sandbox: "Sandbox (test payments)", stripe: "Stripe" } as const;
