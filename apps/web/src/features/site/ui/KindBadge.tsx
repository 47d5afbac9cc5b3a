import { Badge } from "@mantine/core";

const colours: Record<string, string> = { policy: "brand", procedure: "indigo", form: "grape" };
const labels: Record<string, string> = { policy: "Policy", procedure: "Procedure", form: "Form" };

/** Policy, procedure or form (contract documentKinds). */
export function KindBadge({ kind }: { kind: string | null }) {
  if (!kind) return null;
  return (
    <Badge
      color={colours[kind] ?? "gray"}
      c={`${colours[kind] ?? "gray"}.9`}
      variant="light"
      size="sm"
      radius="sm"
    >
      {labels[kind] ?? kind}
    </Badge>
  );
}
