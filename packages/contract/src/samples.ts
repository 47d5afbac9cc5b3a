import { z } from "zod";
import { emailPattern } from "./account-rules";
import { optionalPhoneSchema } from "./accounts";
import { messages } from "./messages";

const text = (max: number) => z.string().trim().max(max).default("");
const imageDataUrl = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/;
/** A logo sent inline: PNG or JPEG, at most about 300 KB. */
const logo = z
  .union([
    z.literal(""),
    z.string().max(400_000, messages.sampleLogoInvalid).regex(imageDataUrl, messages.sampleLogoInvalid),
  ])
  .default("");

/** The company details the sample documents are personalised with (spec 000 §7 /download/sampledocument). */
export const sampleDownloadSchema = z.object({
  companyName: z.string().trim().min(1, messages.allFieldsRequired).max(200),
  name: z.string().trim().min(1, messages.allFieldsRequired).max(200),
  email: z.string().trim().max(254).regex(emailPattern, messages.validEmailRequired),
  phone: optionalPhoneSchema,
  line1: text(200),
  line2: text(200),
  city: text(100),
  state: text(100),
  country: text(100),
  postalCode: text(12),
  website: text(300),
  companyLogo: logo,
  smallcompanyLogo: logo,
});
export type SampleDownload = z.infer<typeof sampleDownloadSchema>;
