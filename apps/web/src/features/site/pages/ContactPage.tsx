import { contactRequestSchema, groupPhone, messages, phoneHref, routes } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCircleCheck, IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { supportHoursText, useSiteSettings } from "../../../app/site-settings";
import { ApiError, call } from "../../../lib/api";
import { contactTopics, topicFromState, topicLabel } from "../contact-topics";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

const formSchema = contactRequestSchema.omit({ topic: true });

const topicNotes: Record<string, string> = {
  demo: "Tell us a little about your service and when suits you; we will reply to arrange a demo.",
  training: "Tell us how many staff need training and when suits you; we will reply to book it.",
  chat: "Leave your question and a phone number; we reply in working hours.",
};

/** /contact-us: a validated message to the Cloudoc team (`POST /site/submit/contact-us`). */
export function ContactPage() {
  const location = useLocation();
  const settings = useSiteSettings();
  const [topic, setTopic] = useState<string>(() => topicFromState(location.state));
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "", companyName: "", message: "" },
    validate: schemaResolver(formSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    setSubmitting(true);
    try {
      await call(routes.contactUs, { ...values, topic: topicLabel(topic) });
      setSent(true);
      form.reset();
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError) {
        const fields: Record<string, string> = {};
        for (const e of error.errors) fields[e.field] = e.message;
        form.setErrors(fields);
        setFailure(error.kind === "unexpected" ? messages.contactNotSubmitted : error.message);
      } else {
        setFailure(messages.contactNotSubmitted);
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <>
      <PageHeader
        title="Contact us"
        crumbs={[{ label: "Contact us" }]}
        description="Send us a message or book a demo. Our team replies within its support hours."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
                <Title order={2} size="h3" mb="md">
                  Send us a message
                </Title>
                {sent && (
                  <Alert
                    ref={successRef}
                    tabIndex={-1}
                    role="status"
                    color="brand"
                    variant="light"
                    mb="md"
                    icon={<IconCircleCheck size={20} aria-hidden="true" />}
                    title={messages.contactSubmitted}
                  >
                    Thank you. We will reply by email{settings.phone ? " or phone" : ""} in working hours.
                  </Alert>
                )}
                {failure && <Alert role="alert" color="red" variant="light" mb="md" title={failure} />}
                <form onSubmit={submit} noValidate>
                  <Stack gap="md">
                    <NativeSelect
                      label="What is it about?"
                      value={topic}
                      onChange={(event) => setTopic(event.currentTarget.value)}
                      data={contactTopics.map((t) => ({ value: t.key, label: t.label }))}
                      description={topicNotes[topic]}
                    />
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput
                        label="Your name"
                        required
                        autoComplete="name"
                        {...form.getInputProps("name")}
                      />
                      <TextInput
                        label="Email"
                        type="email"
                        required
                        autoComplete="email"
                        inputMode="email"
                        {...form.getInputProps("email")}
                      />
                      <TextInput
                        label="Phone"
                        type="tel"
                        autoComplete="tel"
                        inputMode="tel"
                        description="Optional, 10 to 12 digits"
                        {...form.getInputProps("phone")}
                      />
                      <TextInput
                        label="Organisation"
                        autoComplete="organization"
                        description="Optional"
                        {...form.getInputProps("companyName")}
                      />
                    </SimpleGrid>
                    <Textarea
                      label="Message"
                      required
                      autosize
                      minRows={5}
                      maxLength={5000}
                      {...form.getInputProps("message")}
                    />
                    <Group justify="flex-end">
                      <Button type="submit" loading={submitting} size="md">
                        Send message
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper
                radius="md"
                p="xl"
                className={classes.muted}
                component="aside"
                aria-labelledby="reach-us"
              >
                <Title order={2} size="h4" id="reach-us" mb="md">
                  Other ways to reach us
                </Title>
                <Stack gap="md">
                  {settings.phone && (
                    <Group gap="sm" wrap="nowrap">
                      <IconPhone size={20} aria-hidden="true" />
                      <Anchor href={phoneHref(settings.phone)} fw={600}>
                        {groupPhone(settings.phone)}
                      </Anchor>
                    </Group>
                  )}
                  {settings.email_address && (
                    <Group gap="sm" wrap="nowrap">
                      <IconMail size={20} aria-hidden="true" />
                      <Anchor href={`mailto:${settings.email_address}`} fw={600}>
                        {settings.email_address}
                      </Anchor>
                    </Group>
                  )}
                  {settings.address && (
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <IconMapPin size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                      <Text>{settings.address}</Text>
                    </Group>
                  )}
                  {settings.supportHours && (
                    <Group gap="sm" wrap="nowrap">
                      <IconClock size={20} aria-hidden="true" />
                      <Text>Support: {supportHoursText(settings)}</Text>
                    </Group>
                  )}
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
