import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { PackageForm } from "../components/PackageForm";

/** A new package: it starts withdrawn; its image, folders and templates come once it is saved. */
export function NewPackagePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <title>New package | Cloudoc admin</title>
      <Anchor component={Link} to="/admin/packages" size="sm">
        ← Packages
      </Anchor>
      <Title order={1}>New package</Title>
      <Text c="dimmed">
        A new package is withdrawn until you publish it. Once it is created, add its image, folders and
        templates.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <PackageForm pkg={null} onSaved={(saved) => navigate(`/admin/packages/${saved.id}`)} />
      </Paper>
    </Stack>
  );
}
