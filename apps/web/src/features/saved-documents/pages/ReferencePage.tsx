import { Alert, Anchor, Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { formatDate } from "../../../lib/format";
import { extrasKeys, fetchReferenceView } from "../extras-api";
import { DocumentHtml } from "../ui/DocumentHtml";
import { errorMessage } from "../ui/feedback";

/** Back to where the reader came from (the editor's sidebar), else to the documents. */
function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== "default";
  return (
    <Anchor
      component={Link}
      to="/company/documents"
      onClick={(event) => {
        if (!cameFromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        Back
      </Group>
    </Anchor>
  );
}

/**
 * A referenced document, read-only (spec 001 §2 /reference/{fileId}): the company's values filled
 * in, with a visible gap where a value is still missing.
 */
export function ReferencePage() {
  const { id = "" } = useParams();
  const view = useQuery({
    queryKey: [extrasKeys.referenceView, id],
    queryFn: () => fetchReferenceView(id),
    enabled: id !== "",
  });
  const document = view.data;
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <title>{`${document?.name ?? "Reference document"} | Cloudoc`}</title>
      <Stack gap="lg">
        <BackLink />
        {view.isPending && <Skeleton height={400} aria-label="Loading the document" />}
        {view.isError && (
          <Alert color="red" role="alert" title="This document could not be shown">
            {errorMessage(view.error)}
          </Alert>
        )}
        {document && (
          <>
            <div>
              <Group gap="sm" align="center">
                <Title order={1}>{document.name}</Title>
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
                  Read only
                </Badge>
              </Group>
              <Text c="dimmed" mt={4}>
                {[
                  document.policyNumber && `Policy number ${document.policyNumber}`,
                  `Version ${document.version}`,
                  `Review date ${formatDate(document.review_date)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </div>
            {document.missingVariables.length > 0 && (
              <Alert color="yellow" variant="light" title="Some details are still missing">
                The highlighted gaps show values your organisation has not filled in yet.
              </Alert>
            )}
            <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
              {document.viewHeader && <DocumentHtml html={document.viewHeader} label="Header" />}
              <DocumentHtml html={document.viewContent} label="Document" />
              {document.viewFooter && <DocumentHtml html={document.viewFooter} label="Footer" />}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
