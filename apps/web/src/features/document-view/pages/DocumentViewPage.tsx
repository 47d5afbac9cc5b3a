import type { PublicDocument } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconFileText, IconLock } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useSiteSettings } from "../../../app/site-settings";
import { LoadError } from "../../../ui/States";
import { editorPath } from "../../documents/documents-api";
import { packagePriceView } from "../../site/price-view";
import { useNow } from "../../site/queries";
import { HtmlContent } from "../../site/ui/HtmlContent";
import { KindBadge } from "../../site/ui/KindBadge";
import { PackageCard } from "../../site/ui/PackageCard";
import { publicViewPath, useOwnCopy, usePublicDocument } from "../document-view-api";
import { useMetaDescription } from "../use-meta-description";
import { demoteHeadings } from "../view-rules";
import classes from "./document-view.module.css";

/** The packages that hold the document: the clear call to buy the rest of it. */
function BuyPanel({ document }: { document: PublicDocument }) {
  const settings = useSiteSettings();
  const now = useNow();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="buy-heading">
      <Stack gap="md">
        <Group gap="sm">
          <IconLock size={22} aria-hidden="true" />
          <Title order={2} size="h3" id="buy-heading">
            Read the whole document
          </Title>
        </Group>
        <Text>
          This is the opening of “{document.title}”. The full, editable document, filled with your
          organisation's details and kept up to date, comes with{" "}
          {document.packages.length === 1 ? "this package" : "any of these packages"}.
        </Text>
        {document.packages.length === 0 ? (
          <Text c="dimmed">This document is not on sale in a package just now.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {document.packages.map((pkg) => (
              <PackageCard
                key={pkg._id}
                pkg={pkg}
                view={packagePriceView(settings, pkg, now)}
                headingOrder={3}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** The signed-in company's own copy, personalised, with the way into its library. */
function OwnCopy({ fileId, name }: { fileId: string; name: string }) {
  const copy = useOwnCopy(fileId);
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        title="Your organisation has this document"
        icon={<IconFileText aria-hidden="true" />}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">Below is your own copy, “{name}”, filled with your organisation's details.</Text>
          <Button component={Link} to={editorPath(fileId)} size="xs">
            Open in your documents
          </Button>
        </Group>
      </Alert>
      {copy.isPending && <Skeleton height={240} radius="md" />}
      {copy.data && (
        <Paper withBorder radius="md" p="lg">
          <HtmlContent
            html={demoteHeadings(`${copy.data.viewHeader}${copy.data.viewContent}${copy.data.viewFooter}`)}
          />
        </Paper>
      )}
      {copy.isError && <Text c="dimmed">Your copy could not be shown here; open it in your documents.</Text>}
    </Stack>
  );
}

/** The opening a visitor reads, fading out where the rest is held back. */
function Opening({ document }: { document: PublicDocument }) {
  return (
    <Paper withBorder radius="md" p="lg" className={document.truncated ? classes.faded : undefined}>
      <HtmlContent html={demoteHeadings(document.excerpt)} />
    </Paper>
  );
}

/**
 * /view/Document/{slug} and /view/{mainpath}/{subpath}/{name} (spec 000 §2): a library document,
 * read-only. A visitor reads its opening and sees the packages that hold it; a company that has it
 * reads its own personalised copy. The tab title and meta description let search engines list it.
 */
export function DocumentViewPage() {
  const params = useParams();
  const slug = params.slug ?? params.name ?? "";
  const query = usePublicDocument(slug);
  const document = query.data;
  useMetaDescription(document?.summary);
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      {document && (
        <>
          <title>{`${document.title} | Cloudoc`}</title>
          <link rel="canonical" href={publicViewPath(document.slug)} />
        </>
      )}
      {query.isPending && <Skeleton height={320} radius="md" aria-label="Loading the document" />}
      {query.isError && (
        <Stack gap="md" align="flex-start">
          <title>Document not found | Cloudoc</title>
          <LoadError title="This document could not be found" error={query.error} />
          <Button component={Link} to="/documentlibrary" variant="default">
            Search the document library
          </Button>
        </Stack>
      )}
      {document && (
        <Stack gap="lg">
          <Breadcrumbs>
            <Anchor component={Link} to="/documentlibrary">
              Document library
            </Anchor>
            <Text>{document.title}</Text>
          </Breadcrumbs>
          <Stack gap="xs">
            <Group gap="sm">
              <KindBadge kind={document.kind} />
              {document.policyNumber && <Text c="dimmed">Policy number {document.policyNumber}</Text>}
            </Group>
            <Title order={1}>{document.title}</Title>
            <Text size="lg">{document.summary}</Text>
          </Stack>
          {document.ownCopy ? (
            <OwnCopy fileId={document.ownCopy.fileId} name={document.ownCopy.name} />
          ) : (
            <>
              <Opening document={document} />
              <BuyPanel document={document} />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
