/** A training course of the catalogue: a few short lessons and a quiz with a pass mark. */

export interface CourseLesson {
  title: string;
  /**
   * Allowed tags as in the library (WRITING.md): h3, p, ul, ol, li, strong, em, table parts,
   * and at least one picture written with `lessonPicture` (pictures.ts).
   */
  html: string;
}

export interface CourseQuestion {
  question: string;
  options: readonly string[];
  /** Index of the right option in `options`. */
  answer: number;
}

export interface CourseDefinition {
  /** Unique and stable: ticks, purchases and certificates name the course by it. */
  slug: string;
  title: string;
  /** One plain sentence for the catalogue. */
  summary: string;
  /** About how long it takes, in minutes. */
  minutes: number;
  /** Price per company, VAT included, in pence. */
  pricePence: number;
  lessons: readonly CourseLesson[];
  /** A pass needs at least this share of the questions right (whole percent, rounded up). */
  passMarkPercent: number;
  questions: readonly CourseQuestion[];
}
