import type { RequestStatus } from "@cloudoc/contract";
import { Divider, Drawer, Stack, Text } from "@mantine/core";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { StatusInput } from "../queries/requests";
import { StatusForm } from "./StatusForm";

/** A labelled fact in a request's drawer; long text keeps its line breaks. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** A reported issue or a message in a side drawer: what was sent, then its status and note. */
export function StatusDrawer({
  title,
  record,
  save,
  invalidate,
  onClose,
  children,
}: {
  title: string;
  record: { _id: string; status: RequestStatus; statusNote: string } | null;
  save: (input: StatusInput) => Promise<string>;
  invalidate: QueryKey[];
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={record !== null} onClose={onClose} position="right" size="lg" title={title}>
      {record && (
        <Stack gap="md">
          {children}
          <Divider />
          <StatusForm
            key={record._id}
            record={record}
            save={save}
            invalidate={invalidate}
            onSaved={onClose}
          />
        </Stack>
      )}
    </Drawer>
  );
}
