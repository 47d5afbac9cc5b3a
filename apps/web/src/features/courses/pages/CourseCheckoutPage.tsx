import { messages } from "@cloudoc/contract";
import { Anchor, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { formatMoney } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { LoadingRows } from "../../../ui/LoadingRows";
import { LoadError } from "../../../ui/States";
import type { StripeAnswer } from "../../billing/stripe/StripeForm";
import { type CardInput, cardPayload } from "../../commerce/card";
import { confirmPayment, type PaymentResult, payOrder, reportPaymentFailure } from "../../commerce/cart-api";
import { errorMessage, isDecline } from "../../commerce/errors";
import { CheckoutPayment } from "../../commerce/ui/CheckoutPayment";
import { PurchaseSuccessModal } from "../../commerce/ui/PurchaseSuccessModal";
import { courseKeys, fetchCompanyCourses, startCourseCheckout } from "../api";
import { courseIdsOf } from "../course-rules";

const trainingPage = "/company/course";

/** The courses being bought, priced as the catalogue prices them (the order is priced by the server). */
function ChosenCourses({ ids }: { ids: readonly string[] }) {
  const courses = useQuery({ queryKey: courseKeys.company, queryFn: fetchCompanyCourses });
  if (courses.isPending) return <LoadingRows label="Loading your order" rows={2} />;
  if (courses.isError) return <LoadError title="Your order could not be loaded" error={courses.error} />;
  const chosen = courses.data.filter((course) => ids.includes(course._id));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="course-order-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="course-order-heading">
          Your order
        </Title>
        <Anchor component={Link} to={trainingPage} size="sm">
          Change your order
        </Anchor>
      </Group>
      <Table verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Course</Table.Th>
            <Table.Th w={130} ta="right">
              Price
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chosen.map((course) => (
            <Table.Tr key={course._id}>
              <Table.Td>
                <Text fw={600}>{course.title}</Text>
                <Text size="sm" c="dimmed">
                  Training course for your whole organisation
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(course.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /company/course/checkout?courses=…: a pending order of the chosen courses, paid like any order
 * (the sandbox's card form or Stripe's), then 'Thank You for Your Purchase!' (spec 000 §2) and
 * back to Training. A refused card reports the failure and goes back to Training.
 */
export function CourseCheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = courseIdsOf(useLocation().search);
  const [paid, setPaid] = useState<PaymentResult | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const checkout = useQuery({
    queryKey: ["course-checkout", ...ids],
    queryFn: () => startCourseCheckout(ids),
    enabled: ids.length > 0 && paid === null,
    staleTime: Number.POSITIVE_INFINITY,
    // Leaving the page drops the order; coming back starts a new one (the server cancels the old).
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const declined = async (orderId: string) => {
    toast((await reportPaymentFailure(orderId)) || messages.paymentFailed, "error");
    navigate(trainingPage);
  };
  const pay = useMutation({
    mutationFn: async ({ orderId, card }: { orderId: string; card: CardInput | null }) => {
      if (card) await payOrder(orderId, cardPayload(card));
      return confirmPayment(orderId);
    },
    onMutate: () => setPayError(null),
    onSuccess: ({ message, result }) => {
      setPaid(result);
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    onError: async (error, { orderId }) => {
      if (isDecline(error)) return declined(orderId);
      setPayError(errorMessage(error));
    },
  });
  const stripeAnswered = (outcome: StripeAnswer) => {
    const orderId = checkout.data?.orderId;
    if (!orderId) return;
    if (outcome.kind === "confirmed") pay.mutate({ orderId, card: null });
    else if (outcome.kind === "declined") void declined(orderId);
    else setPayError(outcome.message);
  };

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>Course checkout | Cloudoc</title>
      <Stack gap="lg">
        <Title order={1}>Course checkout</Title>
        {ids.length === 0 ? (
          <Text>
            No course is chosen.{" "}
            <Anchor component={Link} to={trainingPage}>
              Choose a course
            </Anchor>
          </Text>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ChosenCourses ids={ids} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CheckoutPayment
                checkout={checkout}
                coupon={null}
                paying={pay.isPending}
                payError={payError}
                onPay={(card) => {
                  if (checkout.data) pay.mutate({ orderId: checkout.data.orderId, card });
                }}
                onStripeOutcome={stripeAnswered}
              />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <PurchaseSuccessModal result={paid} bought="courses" onClose={() => navigate(trainingPage)} />
    </Container>
  );
}
