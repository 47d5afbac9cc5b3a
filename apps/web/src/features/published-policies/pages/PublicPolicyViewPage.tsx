import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorText } from "../../../ui/States";
import { useRecordId } from "../../employees/record-memory";
import { DocumentHtml } from "../../saved-documents/ui/DocumentHtml";
import { fetchPublicPolicy, publishedKeys } from "../published-api";

/** /policy/document/view: one published policy, read-only, with the company's details filled in. */
export function PublicPolicyViewPage() {
  const id = useRecordId("published-policy");
  const policy = useQuery({
    queryKey: publishedKeys.publicView(id),
    queryFn: () => fetchPublicPolicy(id),
    enabled: id !== "",
    retry: false,
  });
  const data = policy.data;
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <title>{`${data?.name ?? "Policy"} | Cloudoc`}</title>
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to="/policy/documents">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              All policies
            </Group>
          </Anchor>
          {data && (
            <Button
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              onClick={() => window.print()}
            >
              Print
            </Button>
          )}
        </Group>
        {!id && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            Choose a policy from the list of published policies.
          </Alert>
        )}
        {id && policy.isPending && <Skeleton height={420} aria-label="Loading the policy" />}
        {policy.isError && (
          <Alert role="alert" color="red" variant="light" title="This policy could not be shown">
            {errorText(policy.error)}
          </Alert>
        )}
        {data && (
          <>
            {/* The document shows its own name as its heading; the page's h1 names it for screen readers. */}
            <VisuallyHidden>
              <Title order={1}>{data.name}</Title>
            </VisuallyHidden>
            <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
              {data.headerContent && <DocumentHtml html={data.headerContent} label="Header" />}
              <DocumentHtml html={data.innerContent} label="Policy" />
              {data.footerContent && <DocumentHtml html={data.footerContent} label="Footer" />}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
