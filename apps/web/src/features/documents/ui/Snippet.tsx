import { snippetParts } from "../view-rules";
import classes from "./documents.module.css";

/** The matching words of a search hit, marked; the text is never read as markup. */
export function Snippet({ snippet }: { snippet: string }) {
  const parts = snippetParts(snippet);
  // A hit on the name alone gives the opening words, which say nothing: show only real hits.
  if (!parts.some((part) => part.marked)) return null;
  return (
    <p className={classes.snippet} style={{ margin: 0 }}>
      {parts.map((part) =>
        part.marked ? <mark key={part.at}>{part.text}</mark> : <span key={part.at}>{part.text}</span>,
      )}
    </p>
  );
}
