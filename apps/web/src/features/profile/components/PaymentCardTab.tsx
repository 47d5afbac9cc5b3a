import type { CompanyProfileView } from "@cloudoc/contract";
import { Paper } from "@mantine/core";
import { CardsPanel } from "../../billing/components/CardsPanel";

/**
 * Tab 5, the payment cards (spec 000 §2): the cards the payment provider keeps for the company,
 * managed in the billing feature. No card number is ever typed into Cloudoc's own pages or kept.
 */
export function PaymentCardTab(_props: { profile: CompanyProfileView }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <CardsPanel />
    </Paper>
  );
}
