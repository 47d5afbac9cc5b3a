import {
  ColorInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { ImageField } from "../ImageField";
import { BannerImages } from "./BannerImages";
import type { SettingsForm } from "./types";

/** The home page's banner (the standard hero or a carousel) and the promo banner over every page. */
export function PromoTab({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        Home banner
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="banner-variant-label">
          Banner shown on the home page
        </Text>
        <SegmentedControl
          aria-labelledby="banner-variant-label"
          w="fit-content"
          data={[
            { value: "2", label: "Standard banner" },
            { value: "1", label: "Image carousel" },
          ]}
          value={String(form.values.banner)}
          onChange={(value) => form.setFieldValue("banner", value === "1" ? 1 : 2)}
        />
      </Stack>
      {form.values.banner === 1 && <BannerImages form={form} />}
      <Title order={2} size="h4">
        Promo banner
      </Title>
      <Switch
        label="Show the promo banner at the top of every public page"
        {...form.getInputProps("promonotice", { type: "checkbox" })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Title" maxLength={120} {...form.getInputProps("promotitle")} />
        <TextInput
          label="Button text"
          maxLength={40}
          placeholder="Let's Get Festive"
          {...form.getInputProps("promobutton")}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize maxLength={300} {...form.getInputProps("promodescription")} />
      <TextInput
        label="Button link"
        description="A page of this site, such as /policies-procedures, or an https:// address."
        {...form.getInputProps("promolink")}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ColorInput label="Background colour" format="hex" {...form.getInputProps("promobackground")} />
        <ColorInput label="Text colour" format="hex" {...form.getInputProps("promofont")} />
      </SimpleGrid>
      <ImageField
        label="Promo icon"
        description="A small square image beside the title."
        {...form.getInputProps("promoicon")}
      />
    </Stack>
  );
}
