import type { DashboardCounts } from "@cloudoc/contract";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import {
  type Icon,
  IconAlertTriangle,
  IconCalendarDue,
  IconCircleCheck,
  IconFiles,
} from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./library-lists.module.css";

interface Card {
  key: keyof DashboardCounts;
  label: string;
  hint: string;
  to: string;
  colour: string;
  /** A count that is bad news when above 0: at 0 it reads as good news, not a warning. */
  warns?: boolean;
  icon: Icon;
}

const allClear = "teal";

/** The card's colour for its count: a warning colour only when there is something to warn of. */
function colourOf(card: Card, count: number | undefined): string {
  return card.warns && count === 0 ? allClear : card.colour;
}

const cards: Card[] = [
  {
    key: "documents",
    label: "Documents",
    hint: "In your library",
    to: "/company/documents",
    colour: "brand",
    icon: IconFiles,
  },
  {
    key: "needReview",
    label: "Need review",
    hint: "Passed or due within 30 days",
    to: "/company/documents/need-review",
    colour: "orange",
    warns: true,
    icon: IconCalendarDue,
  },
  {
    key: "overdue",
    label: "Overdue",
    hint: "Review date passed",
    to: "/company/documents/need-review",
    colour: "red",
    warns: true,
    icon: IconAlertTriangle,
  },
  {
    key: "upToDate",
    label: "Up to date",
    hint: "Reviewed and current",
    to: "/company/documents/uptodate",
    colour: "teal",
    icon: IconCircleCheck,
  },
];

/** The dashboard's four counts, each a link to its list. */
export function SummaryCards({ counts }: { counts: DashboardCounts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map((card) => {
        const colour = colourOf(card, counts?.[card.key]);
        return (
          <UnstyledButton key={card.key} component={Link} to={card.to} className={classes.card}>
            <Paper withBorder radius="md" p="md" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text size="sm" c="dimmed" fw={600}>
                    {card.label}
                  </Text>
                  {counts ? (
                    <Text fz={32} fw={700} lh={1.2} c={card.key === "documents" ? undefined : colour}>
                      {counts[card.key]}
                    </Text>
                  ) : (
                    <Skeleton height={34} width={60} mt={4} />
                  )}
                  <Text size="xs" c="dimmed">
                    {card.hint}
                  </Text>
                </div>
                <ThemeIcon
                  visibleFrom="sm"
                  variant="light"
                  color={colour}
                  size={40}
                  radius="md"
                  aria-hidden="true"
                >
                  <card.icon size={22} />
                </ThemeIcon>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
