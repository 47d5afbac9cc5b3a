import { infectionPreventionBasics } from "./infection-prevention";
import { mentalCapacityInPractice } from "./mental-capacity";
import { safeguardingAdultsAwareness } from "./safeguarding-adults";
import type { CourseDefinition } from "./types";

export type * from "./types";

/** The training courses a company can buy (loaded into `courses` at start-up). */
export const courseDefinitions: readonly CourseDefinition[] = [
  safeguardingAdultsAwareness,
  infectionPreventionBasics,
  mentalCapacityInPractice,
];
