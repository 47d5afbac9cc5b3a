import { type Compliance, complianceExplanation } from "@cloudoc/contract";
import { Anchor, Group, Paper, RingProgress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { complianceTone, factorLinks } from "../dashboard-rules";

/** The single 'compliance at a glance' figure, what lowers it (each a link to put it right), and the formula. */
export function ComplianceCard({ compliance }: { compliance: Compliance | undefined }) {
  if (!compliance) return <Skeleton height={220} radius="md" />;
  const tone = complianceTone(compliance.score);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compliance-title" h="100%">
      <Title order={2} size="h4" id="compliance-title">
        Compliance at a glance
      </Title>
      <Group gap="lg" mt="sm" align="center" wrap="wrap">
        <RingProgress
          size={120}
          thickness={12}
          roundCaps
          sections={[{ value: compliance.score ?? 0, color: tone.colour }]}
          label={
            <Text ta="center" fw={800} size="xl" aria-hidden="true">
              {compliance.score ?? "–"}
            </Text>
          }
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} aria-live="polite">
            {compliance.score === null ? tone.word : `${compliance.score} out of 100: ${tone.word}`}
          </Text>
          {compliance.factors.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing is lowering it.
            </Text>
          ) : (
            <Stack
              gap={2}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label="What lowers it"
            >
              {compliance.factors.map((factor) => (
                <Text component="li" size="sm" key={factor.key}>
                  <Text span fw={700} c="red">
                    −{factor.pointsLost}
                  </Text>{" "}
                  <Anchor component={Link} to={factorLinks[factor.key]} size="sm">
                    {factor.label}
                  </Anchor>
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {complianceExplanation}
      </Text>
    </Paper>
  );
}
