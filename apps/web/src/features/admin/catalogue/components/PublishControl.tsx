import type { AdminPackage } from "@cloudoc/contract";
import { Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { catalogueKeys, publishPackage } from "../queries/catalogue";

/** Publish (on sale) or withdraw (no longer sold; subscribers keep their documents), after a confirm. */
export function PublishControl({ pkg }: { pkg: AdminPackage }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => publishPackage(pkg.id, !pkg.published),
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.package(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.packages });
      toast(
        saved.published ? "The package is published and on sale." : "The package is withdrawn.",
        "success",
      );
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: pkg.published ? `Withdraw ${pkg.name}?` : `Publish ${pkg.name}?`,
      centered: true,
      children: (
        <Text size="sm">
          {pkg.published
            ? "It leaves the catalogue and can no longer be bought. Companies that bought it keep their documents and updates."
            : `It appears in the public catalogue at once and can be bought, with its ${pkg.documentCount} documents.`}
        </Text>
      ),
      labels: { confirm: pkg.published ? "Withdraw package" : "Publish package", cancel: "Cancel" },
      confirmProps: { color: pkg.published ? "red" : undefined },
      onConfirm: () => change.mutate(),
    });
  return (
    <Button
      variant={pkg.published ? "outline" : "filled"}
      color={pkg.published ? "red" : undefined}
      loading={change.isPending}
      onClick={confirm}
    >
      {pkg.published ? "Withdraw" : "Publish"}
    </Button>
  );
}
