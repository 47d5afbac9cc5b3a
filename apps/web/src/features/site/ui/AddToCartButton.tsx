import { Button, type ButtonProps } from "@mantine/core";
import { IconShoppingCartPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { PackageSummary } from "../types";
import { errorMessage } from "./ListStates";

interface AddToCartButtonProps extends Omit<ButtonProps, "children" | "onClick"> {
  pkg: Pick<PackageSummary, "_id" | "name" | "slug" | "licenseFee" | "subscription_image" | "description">;
  label?: string;
}

/**
 * Add To Cart (spec 000 §7): hands the package to the cart code, which loads on first use so the
 * page's own chunk stays small. The cart prices the line itself (the price here is the licence
 * fee) and shows its own messages; a thrown error is shown as a toast.
 */
export function AddToCartButton({ pkg, label = "Add To Cart", ...buttonProps }: AddToCartButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { addToCart } = await import("../../commerce/add-to-cart");
      await addToCart({
        id: pkg._id,
        name: pkg.name,
        slug: pkg.slug,
        price: pkg.licenseFee,
        image: pkg.subscription_image,
        description: pkg.description,
      });
    } catch (error) {
      const message =
        error instanceof Error && error.name !== "ApiError" ? error.message : errorMessage(error);
      const { toast } = await import("../../../lib/notify");
      toast(message || errorMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
      loading={busy}
      onClick={() => void onClick()}
      aria-label={`${label}: ${pkg.name}`}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
