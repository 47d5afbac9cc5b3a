import { Alert, Anchor, Container, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileText, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { currentTenant } from "../../../lib/tenancy";
import { EmptyState, errorText } from "../../../ui/States";
import { recordState } from "../../employees/paths";
import { PageHeader } from "../../site/ui/PageHeader";
import { fetchPublicPolicies, publishedKeys } from "../published-api";

/**
 * /policy/documents on a company's subdomain (spec 000 §2; /company/policy/documents is rewritten
 * here): the policies the company publishes, for anyone to read. Names only; nothing else of the
 * company is shown.
 */
export function PublicPoliciesPage() {
  const company = currentTenant()?.companyName;
  const list = useQuery({ queryKey: publishedKeys.publicList, queryFn: fetchPublicPolicies, retry: false });
  const items = list.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={company ? `${company}: policies` : "Published policies"}
        documentTitle="Published policies"
        description={
          company
            ? `The policies ${company} publishes, to read online.`
            : "The policies this organisation publishes, to read online."
        }
        crumbs={[{ label: "Policies" }]}
      />
      <Container size="xl" py="xl">
        {list.isPending && <Skeleton height={160} aria-label="Loading the policies" />}
        {list.isError && (
          <Alert
            role="alert"
            color="blue"
            variant="light"
            icon={<IconInfoCircle aria-hidden="true" />}
            maw={720}
          >
            {errorText(list.error)}
          </Alert>
        )}
        {list.data && items.length === 0 && (
          <EmptyState icon={<IconFileText size={30} />} title="No policies published yet">
            This organisation has not published any policies yet.
          </EmptyState>
        )}
        {items.length > 0 && (
          <Stack gap="md">
            <Text c="dimmed" role="status">
              {items.length === 1 ? "1 policy" : `${items.length} policies`}
            </Text>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              component="ul"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {items.map((item) => (
                <Paper key={item._id} component="li" withBorder radius="md" p="md">
                  <Anchor component={Link} to="/policy/document/view" state={recordState(item._id)} fw={600}>
                    <IconFileText
                      size={18}
                      aria-hidden="true"
                      style={{ verticalAlign: "text-bottom", marginRight: 6 }}
                    />
                    {item.name}
                  </Anchor>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Container>
    </>
  );
}
