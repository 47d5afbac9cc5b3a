import type { InvoiceDetails, InvoiceParty } from "@cloudoc/contract";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { formatDate, formatMoney } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { downloadInvoice } from "../billing-api";
import { invoiceKindLabels, invoiceStatusViews, settledText } from "../invoice-rules";

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  const details = [
    ...party.address,
    party.email,
    party.phone,
    party.vatNumber && `VAT number ${party.vatNumber}`,
    party.companyNumber && `Company number ${party.companyNumber}`,
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      <Text fw={600}>{party.name || "–"}</Text>
      {details.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function TotalRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th fw={strong ? 700 : 400}>{label}</Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

/** What the invoice charged: subtotal, offers and coupon taken off, net, VAT, total and refunds. */
function Totals({ invoice }: { invoice: InvoiceDetails }) {
  return (
    <Table maw={380} ml="auto" verticalSpacing={4} aria-label="Invoice totals">
      <Table.Tbody>
        <TotalRow label="Subtotal" amount={formatMoney(invoice.subtotal)} />
        {invoice.offerDiscount > 0 && (
          <TotalRow label="Offer discount" amount={`−${formatMoney(invoice.offerDiscount)}`} />
        )}
        {invoice.couponDiscount > 0 && (
          <TotalRow
            label={`Coupon ${invoice.couponCode ?? ""}`}
            amount={`−${formatMoney(invoice.couponDiscount)}`}
          />
        )}
        <TotalRow label="Net (excluding VAT)" amount={formatMoney(invoice.net)} />
        <TotalRow label={`VAT at ${invoice.vatRatePercent}%`} amount={formatMoney(invoice.vat)} />
        <TotalRow label="Total paid" amount={formatMoney(invoice.total)} strong />
        {invoice.refunded > 0 && <TotalRow label="Refunded" amount={`−${formatMoney(invoice.refunded)}`} />}
      </Table.Tbody>
    </Table>
  );
}

/** One invoice as it was issued, with its PDF to download. */
export function InvoiceDetail({ invoice }: { invoice: InvoiceDetails }) {
  const status = invoiceStatusViews[invoice.status];
  const download = useMutation({
    mutationFn: () => downloadInvoice(invoice),
    onError: (error) => toast(errorText(error), "error"),
  });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="article"
      aria-labelledby="invoice-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} id="invoice-title">
              Invoice {invoice.invoiceNumber}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(invoice.issuedAt)} · Order {invoice.orderNumber} · {invoiceKindLabels[invoice.kind]}
            </Text>
            <Badge color={status.colour} variant="filled" radius="sm" w="fit-content">
              {status.label}
            </Badge>
          </Stack>
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Download PDF
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Party title="From" party={invoice.parties.seller} />
          <Party title="Bill to" party={invoice.parties.buyer} />
        </SimpleGrid>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label="What was bought">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Offer</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line._id}>
                  <Table.Td>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="sm" c="dimmed">
                      {line.detail}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(line.listPrice)}</Table.Td>
                  <Table.Td ta="right">{line.discount > 0 ? `−${formatMoney(line.discount)}` : ""}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(line.price)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Totals invoice={invoice} />
        <Text size="sm" c="dimmed">
          Prices include VAT. {settledText(invoice, formatDate)}
        </Text>
      </Stack>
    </Paper>
  );
}
