import type { CompanyStatus } from "@cloudoc/contract";
import { OnOffBadge } from "../../ui/OnOffBadge";

/** Active or suspended, as a filled badge. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <OnOffBadge on={status !== "suspended"} onLabel="Active" offLabel="Suspended" offColor="red" />;
}
