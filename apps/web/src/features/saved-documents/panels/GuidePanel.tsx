import { Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { extrasKeys, fetchGuide } from "../extras-api";
import classes from "../ui/extras.module.css";
import { errorMessage } from "../ui/feedback";
import type { PanelProps } from "./panel-props";

/** "well-led" → "Well-led", as CQC writes its key questions. */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The document guide (POST /user/getGuide): what the library document is for, who regulates it
 * and which CQC quality statements it evidences, and how to adapt it.
 */
export function GuidePanel({ fileId }: PanelProps) {
  const guide = useQuery({ queryKey: [extrasKeys.guide, fileId], queryFn: () => fetchGuide(fileId) });
  if (guide.isPending) return <Loader size="sm" aria-label="Loading the guide" />;
  if (guide.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(guide.error)}
      </Text>
    );
  }
  const data = guide.data;
  return (
    <Stack gap="sm">
      <Group gap={6}>
        <Badge variant="light">{data.source === "library" ? "From the library" : "Written by you"}</Badge>
        {data.kind && (
          <Badge variant="outline" color="gray">
            {data.kind}
          </Badge>
        )}
      </Group>
      <Text size="sm">{data.summary}</Text>
      {data.regulators.length > 0 && (
        <div>
          <Title order={4} size="h6">
            Regulator
          </Title>
          {data.regulators.map((regulator) => (
            <Text key={regulator.name} size="sm" mt={4}>
              <strong>{regulator.name}.</strong> {regulator.description}
            </Text>
          ))}
        </div>
      )}
      {data.statements.length > 0 && (
        <div>
          <Title order={4} size="h6">
            CQC quality statements
          </Title>
          <ul className={classes.guideList}>
            {data.statements.map((statement) => (
              <li key={statement.id}>
                <Text size="sm">
                  <strong>{sentenceCase(statement.keyQuestion)}</strong> · {statement.name}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <Title order={4} size="h6">
          Adapting this document
        </Title>
        <ul className={classes.guideList}>
          {data.guidance.map((paragraph) => (
            <li key={paragraph}>
              <Text size="sm">{paragraph}</Text>
            </li>
          ))}
        </ul>
      </div>
    </Stack>
  );
}
