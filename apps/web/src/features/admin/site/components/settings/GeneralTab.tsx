import { SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { SupportSettingsFields } from "../../../support/components/SupportSettingsFields";
import { ImageField } from "../ImageField";
import type { SettingsForm } from "./types";

const hideIt = "Leave empty to hide it.";

/** The site's outside addresses, each a field of the settings with how an empty one reads. */
const linkFields = [
  { field: "facebook_link", label: "Facebook page", placeholder: "https://", description: hideIt },
  { field: "twitter_link", label: "X (Twitter) page", placeholder: "https://", description: hideIt },
  { field: "instagram_link", label: "Instagram page", placeholder: "https://", description: hideIt },
  { field: "pinterest_link", label: "Pinterest page", placeholder: "https://", description: hideIt },
  {
    field: "blog_url",
    label: "Blog address",
    placeholder: "https://",
    description: "Leave empty to hide the blog.",
  },
  {
    field: "demo_booking_url",
    label: "Demo booking page",
    placeholder: "https://calendly.com/…",
    description: "Get a Demo opens it; leave empty for the contact page.",
  },
  {
    field: "intro_video_url",
    label: "Intro video",
    placeholder: "https://www.youtube.com/watch?v=…",
    description: "A YouTube or Vimeo address; leave empty for the written tour.",
  },
  {
    field: "app_store_link",
    label: "Employee app on the App Store",
    placeholder: "https://apps.apple.com/…",
    description: hideIt,
  },
  {
    field: "google_play_link",
    label: "Employee app on Google Play",
    placeholder: "https://play.google.com/…",
    description: hideIt,
  },
] as const;

/** Contact details, footer, social links, blog, favicon and the console's logo. */
export function GeneralTab({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        Contact
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Phone" withAsterisk {...form.getInputProps("phone")} />
        <TextInput label="Email address" withAsterisk type="email" {...form.getInputProps("email_address")} />
      </SimpleGrid>
      <Textarea label="Address" autosize minRows={2} maxLength={300} {...form.getInputProps("address")} />
      <Textarea
        label="Footer text"
        description="Shown at the foot of every public page."
        autosize
        maxLength={300}
        {...form.getInputProps("footer_text")}
      />
      <SupportSettingsFields form={form} />
      <Title order={2} size="h4">
        Links
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {linkFields.map(({ field, ...input }) => (
          <TextInput key={field} {...input} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        Images
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ImageField
          label="Favicon"
          description="The browser tab's icon: a small square PNG or ICO."
          {...form.getInputProps("favicon")}
        />
        <ImageField
          label="Admin logo"
          description="Shown in the admin console's header."
          {...form.getInputProps("admin_logo")}
        />
      </SimpleGrid>
    </Stack>
  );
}
