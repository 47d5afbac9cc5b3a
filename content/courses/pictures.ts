/** A lesson's picture: an SVG in content/images/courses, which the app serves under /content/courses. */
export interface LessonPicture {
  file: string;
  /** What the picture shows, in words, for people who cannot see it. No double quotes. */
  alt: string;
  caption: string;
  /** The SVG's natural size (its viewBox), so the page keeps room for it while it loads. */
  width: number;
  height: number;
}

/**
 * The HTML of a lesson's picture with its caption. Only tags the document sanitiser keeps (it
 * has no figure or figcaption), so the lesson a learner sees is the lesson written here.
 */
export const lessonPicture = ({ file, alt, caption, width, height }: LessonPicture) =>
  `<p><img src="/content/courses/${file}" alt="${alt}" width="${width}" height="${height}" /></p>
<p><em>${caption}</em></p>`;
