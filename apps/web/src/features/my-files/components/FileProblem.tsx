import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MyFilesBase } from "../my-files-rules";

/** A My Files page that cannot show its file: why, and the way back. */
export function FileProblem({ title, text, base }: { title: string; text: string; base: MyFilesBase }) {
  return (
    <Stack maw={640} mx="auto" py="xl">
      <title>{`${title} | Cloudoc`}</title>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" role="alert">
        <Text size="sm">{text}</Text>
      </Alert>
      <Anchor component={Link} to={base}>
        Back to my files
      </Anchor>
    </Stack>
  );
}
