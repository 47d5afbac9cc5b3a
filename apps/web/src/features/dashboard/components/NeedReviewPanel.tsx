import type { DocumentListItem } from "@cloudoc/contract";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { editorPath } from "../../library-lists/ui/paths";
import { ReviewStatusBadge } from "../../library-lists/ui/ReviewStatusBadge";
import { dashboardKeys, fetchNeedReview } from "../queries/dashboard-api";
import classes from "./dashboard.module.css";
import { PagedPanel } from "./PagedPanel";

function ReviewRow({ document }: { document: DocumentListItem }) {
  return (
    <Group
      component="li"
      key={document._id}
      className={classes.row}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={editorPath(document._id)} size="sm" fw={600} truncate="end">
          {document.policyNumber ? `${document.policyNumber} ` : ""}
          {document.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          Review by {formatDate(document.review_date)}
          {document.folderName ? ` · ${document.folderName}` : ""}
        </Text>
      </Stack>
      <ReviewStatusBadge status={document.review_status} />
    </Group>
  );
}

/** Documents whose review date has passed or falls within 30 days, 25 a page. */
export function NeedReviewPanel() {
  return (
    <PagedPanel
      id="need-review-title"
      title="Documents needing review"
      seeAll="/company/documents/need-review"
      empty="Every document is within its review date."
      queryKey={dashboardKeys.needReview}
      fetchPage={fetchNeedReview}
      renderItem={(document) => <ReviewRow key={document._id} document={document} />}
    />
  );
}
