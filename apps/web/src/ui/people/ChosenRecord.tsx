import { Button, Skeleton } from "@mantine/core";
import { IconUserQuestion } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, LoadError } from "../States";

/** Where a page opened without a record sends the person: the list it is chosen from. */
export interface RecordList {
  /** "employees": the button says "Go to employees". */
  name: string;
  to: string;
  /** How the page speaks of the record it would show: "them" for a person. */
  pronoun?: "it" | "them";
}

/** A details or edit page opened without choosing a record first. */
export function NoRecordChosen({ noun, list }: { noun: string; list: RecordList }) {
  return (
    <EmptyState
      icon={<IconUserQuestion size={30} />}
      title={`No ${noun} chosen`}
      actions={
        <Button component={Link} to={list.to} variant="light">
          {`Go to ${list.name}`}
        </Button>
      }
    >
      {`Open one from the list to see ${list.pronoun ?? "it"} here.`}
    </EmptyState>
  );
}

interface ChosenRecordProps<T> {
  /** The record's id from the navigation state ('' when none was chosen). */
  id: string;
  query: UseQueryResult<T>;
  /** "employee": "Loading the employee", "The employee could not be loaded". */
  noun: string;
  list: RecordList;
  /** The placeholder's height, about that of the content. */
  loadingHeight: number;
  children: (record: T) => ReactNode;
}

/** The body of a details or edit page: no record chosen, loading, failed, or the record. */
export function ChosenRecord<T>({ id, query, noun, list, loadingHeight, children }: ChosenRecordProps<T>) {
  return (
    <>
      {!id && <NoRecordChosen noun={noun} list={list} />}
      {id && query.isPending && <Skeleton height={loadingHeight} aria-label={`Loading the ${noun}`} />}
      {query.isError && (
        <LoadError
          title={`The ${noun} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && children(query.data)}
    </>
  );
}
