/**
 * Why a backup was taken, in words (spec 001 §7 "Restore, bin, backups"): every replacement of the
 * company's wording keeps a backup first (DESIGN §6), and the list says which one it was.
 */
const reasons: Record<string, string> = {
  "update-accepted": "Before accepting an update",
  "admin-restore": "Before restoring to the library version",
  "auto-update": "Before an automatic update",
  "restore-all": "Before Restore All",
  overwrite: "Before overwrite",
  manual: "Kept by hand",
};

export const backupReasonText = (reason: string): string => reasons[reason] ?? "Backup";
