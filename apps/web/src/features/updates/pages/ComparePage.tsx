import { updateMessages } from "@cloudoc/contract";
import { Alert, Anchor, Button, Group, Loader, SegmentedControl, Stack, Tabs, Text } from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadError } from "../../../ui/States";
import { editorPath } from "../../documents/documents-api";
import { useLibraryUser } from "../../documents/use-library";
import { canDecideOn } from "../access-rules";
import {
  type CompareView,
  changeSummary,
  compareViews,
  readableTitle,
  releaseHeading,
} from "../compare-rules";
import { comparedFile } from "../compared-file";
import { AcceptMergeButton } from "../components/AcceptMergeButton";
import { CompareHeader } from "../components/CompareHeader";
import { ComparisonView } from "../components/ComparisonView";
import { DecisionBar } from "../components/DecisionBar";
import { MergeTab } from "../components/MergeTab";
import { useCompareView } from "../hooks/use-compare-view";
import { useComparison } from "../hooks/use-comparison";
import { useDecisions } from "../hooks/use-decisions";
import type { Decisions } from "../merge-rules";

/** The compared document's id: from the address once, then remembered for this tab. */
function useFileId(): string {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromAddress = params.get("fileId")?.trim() ?? "";
  const fileId = fromAddress || comparedFile.get();
  useEffect(() => {
    // Spec 000 §2 sends an address with a query string to / when the app starts: keep it clean so
    // a reload stays here, and remember the document for this tab.
    if (!fromAddress) return;
    comparedFile.set(fromAddress);
    void navigate("/company/documents/compare", { replace: true });
  }, [fromAddress, navigate]);
  return fileId;
}

/**
 * /company/documents/compare?fileId=… (spec 001 §2): the company's copy against the library
 * version waiting for it, side by side or inline, the section-by-section merge, and the decisions.
 */
export function ComparePage() {
  const fileId = useFileId();
  const comparison = useComparison(fileId);
  const data = comparison.data;
  const [view, setView] = useCompareView();
  const [tab, setTab] = useState<string | null>("compare");
  const [decisions, setDecisions] = useState<Decisions>({});
  const { decide, busy, pending, stale, clearStale } = useDecisions(data);
  const canDecide = canDecideOn(useLibraryUser());

  const compareAgain = () => {
    clearStale();
    setDecisions({});
    void comparison.refetch();
  };

  if (!fileId) {
    return <Problem title="No document chosen" text="Open a document from your documents to compare it." />;
  }
  if (comparison.isError) {
    return (
      <Stack maw={720} mx="auto" py="xl">
        <title>Compare documents | Cloudoc</title>
        <LoadError
          title="The comparison could not be loaded"
          error={comparison.error}
          onRetry={() => void comparison.refetch()}
        />
        <BackLinks fileId={fileId} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack align="center" py="xl">
        <title>Compare documents | Cloudoc</title>
        <Loader aria-label="Comparing with the library version" />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <title>{`Compare ${data.name} | Cloudoc`}</title>
      <BackLinks fileId={fileId} />
      <CompareHeader comparison={data} />
      {!data.updateAvailable && (
        <Alert variant="light" color="brand" icon={<IconInfoCircle aria-hidden="true" />}>
          <Text size="sm">
            {updateMessages.noUpdate} Below, your copy is compared with the library&apos;s current version.
          </Text>
        </Alert>
      )}
      {stale && (
        <Alert
          variant="light"
          color="orange"
          role="alert"
          title="This comparison is out of date"
          styles={readableTitle}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{stale}</Text>
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={compareAgain}
            >
              Compare again
            </Button>
          </Stack>
        </Alert>
      )}
      {canDecide && (
        <DecisionBar
          comparison={data}
          decisions={decisions}
          busy={busy || comparison.isFetching}
          pending={pending}
          onDecide={(decision) => decide(decision)}
        />
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="compare">Compare</Tabs.Tab>
          {data.updateAvailable && canDecide && (
            <Tabs.Tab value="merge">
              Merge{data.merge.conflicts > 0 ? ` (${data.merge.conflicts} to choose)` : ""}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="compare" pt="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed" role="status">
                {changeSummary(data.sections)}
              </Text>
              <SegmentedControl
                aria-label="How to show the changes"
                value={view}
                onChange={(value) => setView(value as CompareView)}
                data={compareViews}
              />
            </Group>
            <ComparisonView
              sections={data.sections}
              view={view}
              libraryLabel={releaseHeading(data.release)}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="merge" pt="md">
          <MergeTab
            merge={data.merge}
            decisions={decisions}
            onChange={setDecisions}
            footer={
              <Group justify="flex-end">
                <AcceptMergeButton
                  variant="filled"
                  merge={data.merge}
                  decisions={decisions}
                  busy={busy || comparison.isFetching}
                  loading={busy && pending?.kind === "merge"}
                  onAccept={() => decide({ kind: "merge", decisions })}
                />
              </Group>
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function BackLinks({ fileId }: { fileId: string }) {
  return (
    <Group gap="md">
      <Anchor component={Link} to={editorPath(fileId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          Back to the document
        </Group>
      </Anchor>
      <Anchor component={Link} to="/company/documents" size="sm">
        All documents
      </Anchor>
    </Group>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Stack maw={640} mx="auto" py="xl">
      <title>Compare documents | Cloudoc</title>
      <Alert color="red" title={title} styles={readableTitle}>
        <Text size="sm">{text}</Text>
      </Alert>
      <Anchor component={Link} to="/company/documents">
        Back to documents
      </Anchor>
    </Stack>
  );
}
