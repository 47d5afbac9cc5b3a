import { emailPattern, messages, phoneDigitsOf, phonePattern, routes } from "@cloudoc/contract";
import {
  Alert,
  Box,
  Button,
  Container,
  FileInput,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDownload, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { downloadFile } from "../../../lib/files";
import {
  emptyCompanyInfo,
  failedOutcome,
  logoProblem,
  type SampleCompanyInfo,
  type SampleOutcome,
  sampleDownloadBody,
  sampleDownloadFallbackName,
  samplesNotAvailable,
} from "../sample-download";
import { contentStaleTime, fetchSamples, siteKeys } from "../site-api";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

const required = (label: string) => (value: string) => (value.trim() === "" ? `${label} is required` : null);

/** A file as a data URL (the logo travels inline in the JSON body). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The logo could not be read."));
    reader.readAsDataURL(file);
  });
}

/**
 * /download/sample/documents: the eight sample documents with your organisation's details in
 * them, downloaded as a zip. Nothing is faked: without the server call there is no file.
 */
export function SampleDownloadPage() {
  const samples = useQuery({
    queryKey: siteKeys.samples,
    queryFn: fetchSamples,
    staleTime: contentStaleTime,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SampleOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const form = useForm<SampleCompanyInfo>({
    mode: "controlled",
    initialValues: emptyCompanyInfo,
    validate: {
      name: required("Your name"),
      companyName: required("Organisation name"),
      email: (value) =>
        value.trim() === ""
          ? messages.emailRequired
          : emailPattern.test(value.trim())
            ? null
            : messages.validEmailRequired,
      phone: (value) => {
        const digits = phoneDigitsOf(value);
        return digits === "" || phonePattern.test(digits) ? null : messages.phoneFormatIncorrect;
      },
      postalCode: (value) => (value.trim().length > 12 ? "Postcode is too long" : null),
    },
  });
  const logoError = logoProblem(logo);

  const submit = form.onSubmit(async (values) => {
    if (logoError) return;
    setBusy(true);
    setOutcome(null);
    let next: SampleOutcome;
    try {
      const logoDataUrl = logo ? await readAsDataUrl(logo) : "";
      const body = sampleDownloadBody(values, logoDataUrl);
      const filename = await downloadFile(routes.sampleDocumentsDownload, body, sampleDownloadFallbackName);
      next = { kind: "saved", filename };
    } catch (error) {
      next = failedOutcome(error);
    }
    setOutcome(next);
    setBusy(false);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  });

  return (
    <>
      <PageHeader
        title="Download sample documents"
        documentTitle="Sample documents"
        crumbs={[{ label: "Sample documents" }]}
        description="Tell us about your organisation and download eight sample documents with your details already in them."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
                <div ref={outcomeRef} tabIndex={-1} style={{ outline: "none" }}>
                  {outcome?.kind === "saved" && (
                    <Alert
                      role="status"
                      color="brand"
                      variant="light"
                      mb="md"
                      title="Your samples are downloading"
                    >
                      Saved as {outcome.filename}. Check your downloads folder.
                    </Alert>
                  )}
                  {outcome?.kind === "unavailable" && (
                    <Alert role="alert" color="yellow" variant="light" mb="md" title={samplesNotAvailable}>
                      Please try again later, or contact us and we will send them to you.
                    </Alert>
                  )}
                  {outcome?.kind === "error" && (
                    <Alert role="alert" color="red" variant="light" mb="md" title={outcome.message} />
                  )}
                </div>
                <form onSubmit={submit} noValidate aria-labelledby="sample-form-heading">
                  <Stack gap="lg">
                    <Title order={2} size="h3" id="sample-form-heading">
                      Your organisation
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput
                        label="Your name"
                        required
                        autoComplete="name"
                        {...form.getInputProps("name")}
                      />
                      <TextInput
                        label="Organisation name"
                        required
                        autoComplete="organization"
                        {...form.getInputProps("companyName")}
                      />
                      <TextInput
                        label="Email"
                        type="email"
                        required
                        autoComplete="email"
                        {...form.getInputProps("email")}
                      />
                      <TextInput
                        label="Phone"
                        type="tel"
                        autoComplete="tel"
                        description="Optional, 10 to 12 digits"
                        {...form.getInputProps("phone")}
                      />
                      <TextInput
                        label="Website"
                        type="url"
                        autoComplete="url"
                        description="Optional"
                        {...form.getInputProps("website")}
                      />
                      <FileInput
                        label="Logo"
                        description="Optional: PNG or JPEG, up to 290 KB"
                        accept="image/png,image/jpeg"
                        clearable
                        value={logo}
                        onChange={setLogo}
                        error={logoError}
                        leftSection={<IconPhoto size={18} aria-hidden="true" />}
                        placeholder="Choose an image"
                      />
                    </SimpleGrid>
                    <div>
                      <Title order={3} size="h4">
                        Address
                      </Title>
                      <Text size="sm" c="dimmed">
                        Optional: it appears wherever the documents show your address.
                      </Text>
                    </div>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                      <TextInput
                        label="Address line 1"
                        autoComplete="address-line1"
                        {...form.getInputProps("line1")}
                      />
                      <TextInput
                        label="Address line 2"
                        autoComplete="address-line2"
                        description="Optional"
                        {...form.getInputProps("line2")}
                      />
                      <TextInput
                        label="Town or city"
                        autoComplete="address-level2"
                        {...form.getInputProps("city")}
                      />
                      <TextInput
                        label="County"
                        autoComplete="address-level1"
                        description="Optional"
                        {...form.getInputProps("state")}
                      />
                      <TextInput
                        label="Postcode"
                        autoComplete="postal-code"
                        {...form.getInputProps("postalCode")}
                      />
                      <TextInput
                        label="Country"
                        autoComplete="country-name"
                        {...form.getInputProps("country")}
                      />
                    </SimpleGrid>
                    <Group justify="flex-end" gap="md">
                      {busy && (
                        <Text size="sm" role="status">
                          Preparing your documents, this can take a minute …
                        </Text>
                      )}
                      <Button
                        type="submit"
                        size="md"
                        loading={busy}
                        leftSection={<IconDownload size={18} aria-hidden="true" />}
                      >
                        Download samples
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper
                radius="md"
                p="lg"
                className={classes.muted}
                component="aside"
                aria-labelledby="in-the-zip"
              >
                <Title order={2} size="h4" id="in-the-zip" mb="sm">
                  What you will get
                </Title>
                {samples.isError && <Text size="sm">The list of samples could not be loaded.</Text>}
                <List type="ordered" spacing={6} size="sm">
                  {(samples.data ?? []).map((sample) => (
                    <List.Item key={sample.number}>
                      {sample.title}{" "}
                      <Text span size="xs" c="dimmed">
                        ({sample.policyNumber})
                      </Text>
                    </List.Item>
                  ))}
                </List>
                <Text size="sm" mt="md">
                  We use these details only to fill in your samples and, if you ask us to, to contact you.
                </Text>
              </Paper>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
