import type { WordChange } from "@cloudoc/contract";
import { VisuallyHidden } from "@mantine/core";
import { readableRuns, textPieces } from "../compare-rules";
import classes from "./compare.module.css";
import { DiffHtml } from "./DiffHtml";

/** Words with their {{Label}} business variables as chips. */
function Pieces({ text }: { text: string }) {
  return (
    <>
      {textPieces(text).map((piece) =>
        piece.variable ? (
          <span key={piece.at} className={classes.chip}>{`{{${piece.text}}}`}</span>
        ) : (
          <span key={piece.at}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The word-level change of one block: added words in <ins>, removed ones in <del>, each with a
 * hidden word saying so, so the change never rests on colour alone.
 */
export function WordDiff({ words }: { words: readonly WordChange[] }) {
  return (
    <p className={classes.words}>
      {readableRuns(words).map((word, at) => {
        // A diff is read-only: a run's position is its identity.
        const key = `${at}-${word.kind}`;
        if (word.kind === "same") return <Pieces key={key} text={word.text} />;
        const Tag = word.kind === "added" ? "ins" : "del";
        return (
          <Tag key={key} className={word.kind === "added" ? classes.added : classes.removed}>
            <VisuallyHidden>{word.kind === "added" ? " added: " : " removed: "}</VisuallyHidden>
            <Pieces text={word.text} />
            <VisuallyHidden>{word.kind === "added" ? " (end of added)" : " (end of removed)"}</VisuallyHidden>
          </Tag>
        );
      })}
    </p>
  );
}

/** A whole block added to or removed from the document. */
export function WholeBlock({ html, kind }: { html: string; kind: "added" | "removed" }) {
  const Tag = kind === "added" ? "ins" : "del";
  return (
    <Tag className={kind === "added" ? classes.blockAdded : classes.blockRemoved}>
      <VisuallyHidden>{kind === "added" ? "Added: " : "Removed: "}</VisuallyHidden>
      <DiffHtml html={html} />
    </Tag>
  );
}
