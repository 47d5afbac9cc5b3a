import type { DocumentIndexItem } from "@cloudoc/contract";
import { Anchor, Badge, Box, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import type { IndexGroup } from "../index-rules";
import classes from "./library-lists.module.css";
import { editorPath } from "./paths";
import { ReviewStatusBadge } from "./ReviewStatusBadge";

function PublishedBadge({ document }: { document: DocumentIndexItem }) {
  const published = document.status_type === "published";
  return (
    <Badge
      variant="outline"
      tt="none"
      radius="sm"
      color={published ? "brand" : "gray"}
      c={published ? "brand.8" : "gray.7"}
    >
      {published ? "Published" : "Unpublished"}
    </Badge>
  );
}

/** One folder of the index on a small screen: two short lines per document. */
function GroupRows({ group }: { group: IndexGroup }) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {group.documents.map((document) => (
        <Stack key={document._id} component="li" gap={4} className={classes.updateRow}>
          <Anchor component={Link} to={editorPath(document._id)} size="sm" fw={500}>
            {document.policyNumber ? `${document.policyNumber} · ` : ""}
            {document.name}
          </Anchor>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Review {formatDate(document.review_date)}
            </Text>
            <ReviewStatusBadge status={document.review_status} />
            <PublishedBadge document={document} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** The documents of one index folder: a table, or short rows on a small screen. */
export function IndexGroupBody({ group }: { group: IndexGroup }) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  return small ? <GroupRows group={group} /> : <GroupTable group={group} />;
}

function GroupTable({ group }: { group: IndexGroup }) {
  return (
    // Fixed column widths keep every folder's table aligned with the others.
    <Box style={{ overflowX: "auto" }}>
      <Table
        aria-label={`Documents in ${group.heading}`}
        verticalSpacing={6}
        highlightOnHover
        className={classes.table}
        layout="fixed"
        miw={680}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Policy number</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th w={130}>Review date</Table.Th>
            <Table.Th w={140}>Review status</Table.Th>
            <Table.Th w={130}>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.documents.map((document: DocumentIndexItem) => (
            <Table.Tr key={document._id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {document.policyNumber || "–"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={editorPath(document._id)} size="sm" fw={500}>
                  {document.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(document.review_date)}</Text>
              </Table.Td>
              <Table.Td>
                <ReviewStatusBadge status={document.review_status} />
              </Table.Td>
              <Table.Td>
                <PublishedBadge document={document} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
