import type { Coupon } from "@cloudoc/contract";
import {
  Group,
  Input,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrorsOf } from "../../../../lib/form-errors";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { FormButtons } from "../../ui/FormButtons";
import { type CouponFormValues, couponFormRules, couponFormValues, couponRequest } from "../coupon-form";
import { adminKeys } from "../queries/companies";
import { fetchCouponPackages, saveCoupon } from "../queries/coupons";

function CouponForm({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const packages = useQuery({ queryKey: adminKeys.couponPackages, queryFn: fetchCouponPackages });
  const form = useForm<CouponFormValues>({
    initialValues: couponFormValues(coupon),
    validate: couponFormRules,
  });
  const save = useMutation({
    mutationFn: (values: CouponFormValues) => saveCoupon(couponRequest(values, coupon?._id)),
    onSuccess: (message) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: adminKeys.coupons });
      onClose();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else form.setFieldError("code", errorText(error));
    },
  });
  const percent = form.values.kind === "percent";
  const packageOptions = (packages.data ?? []).map((p) => ({
    value: p._id,
    label: p.published ? p.name : `${p.name} (withdrawn)`,
  }));

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Code"
          description="3 to 30 letters, digits or hyphens; customers may type it in any case."
          withAsterisk
          maxLength={30}
          data-autofocus
          {...form.getInputProps("code")}
        />
        <Textarea
          label="Description"
          description="For the team; customers do not see it."
          maxLength={500}
          autosize
          {...form.getInputProps("description")}
        />
        <Stack gap={4}>
          <Input.Label id="coupon-kind-label">Discount</Input.Label>
          <SegmentedControl
            aria-labelledby="coupon-kind-label"
            data={[
              { value: "percent", label: "Percentage" },
              { value: "fixed", label: "Fixed amount" },
            ]}
            {...form.getInputProps("kind")}
          />
        </Stack>
        <NumberInput
          label={percent ? "Percentage off" : "Amount off, in pounds"}
          withAsterisk
          min={percent ? 1 : 0.01}
          max={percent ? 100 : undefined}
          decimalScale={percent ? 0 : 2}
          fixedDecimalScale={!percent}
          prefix={percent ? undefined : "£"}
          suffix={percent ? "%" : undefined}
          {...form.getInputProps("amount")}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Last day it works"
            description="Leave empty for no expiry."
            {...form.getInputProps("expiresOn")}
          />
          <NumberInput
            label="Usage limit"
            description="Leave empty for no limit."
            min={1}
            allowDecimal={false}
            {...form.getInputProps("usageLimit")}
          />
        </Group>
        <MultiSelect
          label="Packages"
          description="Leave empty for every package."
          placeholder={form.values.packageIds.length === 0 ? "Every package" : undefined}
          data={packageOptions}
          searchable
          clearable
          nothingFoundMessage="No package has that name"
          disabled={packages.isPending}
          {...form.getInputProps("packageIds")}
        />
        <Switch
          label="Active: customers can redeem it"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <FormButtons label="Save coupon" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Creates a coupon (coupon null) or edits one. */
export function CouponModal({
  opened,
  coupon,
  onClose,
}: {
  opened: boolean;
  coupon: Coupon | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={coupon ? `Edit coupon ${coupon.code}` : "New coupon"}
      centered
      size="lg"
    >
      {opened && <CouponForm key={coupon?._id ?? "new"} coupon={coupon} onClose={onClose} />}
    </Modal>
  );
}
