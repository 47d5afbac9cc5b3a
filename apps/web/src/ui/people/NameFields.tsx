import { SimpleGrid, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";

/** A person's first and last name, side by side on wide screens; both required. */
export function NameFields({
  input,
}: {
  input: (field: "firstname" | "lastname") => GetInputPropsReturnType;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="First name" autoComplete="off" withAsterisk {...input("firstname")} />
      <TextInput label="Last name" autoComplete="off" withAsterisk {...input("lastname")} />
    </SimpleGrid>
  );
}
