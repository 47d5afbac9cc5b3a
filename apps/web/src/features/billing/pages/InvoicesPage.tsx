import { pageSizes } from "@cloudoc/contract";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconFileInvoice, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import { pageCount, rangeText } from "../../../lib/list-rules";
import { EmptyState, LoadError } from "../../../ui/States";
import { LoadingBlocks } from "../../commerce/ui/States";
import { billingKeys, fetchInvoice, fetchInvoices } from "../billing-api";
import { InvoiceDetail } from "../components/InvoiceDetail";
import { invoiceStatusViews } from "../invoice-rules";

/** The list: 10 invoices a page (spec 001 §9), newest first, searchable. */
function InvoiceList() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text, 300);
  const request = { skip: (page - 1) * pageSizes.invoices, limit: pageSizes.invoices, search };
  const invoices = useQuery({
    queryKey: billingKeys.invoices(request),
    queryFn: () => fetchInvoices(request),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(invoices.data?.total ?? 0, pageSizes.invoices);

  if (invoices.isPending) return <LoadingBlocks label="Loading your invoices" count={3} height={48} />;
  if (invoices.isError)
    return (
      <LoadError
        title="Your invoices could not be loaded"
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
      />
    );
  const data = invoices.data;
  if (data.total === 0 && search === "")
    return (
      <EmptyState icon={<IconFileInvoice size={30} aria-hidden="true" />} title="No invoices yet">
        Each payment gets an invoice here, and we email it to you as a PDF.
      </EmptyState>
    );
  return (
    <Stack gap="sm" aria-busy={invoices.isFetching}>
      <TextInput
        label="Search invoices"
        placeholder="Invoice or order number, or package"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: "100%", sm: 340 }}
      />
      <Text size="sm" c="dimmed" role="status">
        {data.list.length === 0
          ? "No invoices match your search."
          : rangeText(page, pageSizes.invoices, data.list.length, data.total, "invoices")}
      </Text>
      {data.list.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>
              <VisuallyHidden>Your invoices, newest first</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((invoice) => {
                const status = invoiceStatusViews[invoice.status];
                return (
                  <Table.Tr key={invoice._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`?id=${invoice._id}`} fw={600}>
                        {invoice.invoiceNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(invoice.issuedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {invoice.description}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(invoice.total)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={status.colour} variant="filled" radius="sm">
                        {status.label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
          })}
          getItemProps={(n) => ({ "aria-label": `Page ${n}` })}
        />
      )}
    </Stack>
  );
}

/** One invoice, chosen from the list (`?id=`). */
function InvoiceView({ invoiceId }: { invoiceId: string }) {
  const invoice = useQuery({
    queryKey: billingKeys.invoice(invoiceId),
    queryFn: () => fetchInvoice(invoiceId),
  });
  return (
    <Stack gap="md">
      <Button
        component={Link}
        to="."
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        w="fit-content"
      >
        All invoices
      </Button>
      {invoice.isPending && <LoadingBlocks label="Loading the invoice" count={1} height={320} />}
      {invoice.isError && (
        <LoadError
          title="This invoice could not be loaded"
          error={invoice.error}
          onRetry={() => void invoice.refetch()}
        />
      )}
      {invoice.data && <InvoiceDetail invoice={invoice.data} />}
    </Stack>
  );
}

/** /invoice (spec 001 §2): the company's invoices and, chosen from them, one invoice in full. */
export function InvoicesPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get("id");
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Invoices | Cloudoc</title>
      <Stack gap="lg">
        <Title order={1}>Invoices</Title>
        {invoiceId ? <InvoiceView invoiceId={invoiceId} /> : <InvoiceList />}
      </Stack>
    </Container>
  );
}
