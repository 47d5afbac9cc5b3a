import {
  blogPostSchema,
  contactRequestSchema,
  envelopeOf,
  messages,
  offerSchema,
  pagedOf,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/envelope";
import { getSiteSettings } from "../settings/service";
import { type BlogFeedOptions, createBlogFeed } from "./blog";
import { submitContact } from "./contact";
import { currentOffer } from "./offer";

const publicRoute = { access: "public" } as const;
const tags = ["content"];

/** The calls that reach outside the library: the blog feed, the contact form and the offer. */
export const siteRoutes: FastifyPluginAsyncZod<{ blog?: BlogFeedOptions | undefined }> = async (
  app,
  options,
) => {
  const { platform } = app;
  const blog = createBlogFeed(options.blog);

  app.post(
    "/user/user-blogs",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Up to 10 posts of the blog feed; status 2 and no posts when it is unset or unavailable",
        body: z.unknown(),
        response: { 200: pagedOf(blogPostSchema) },
      },
    },
    async () => {
      const { blog_url: url } = await getSiteSettings(platform.db);
      const posts = url ? await blog.posts(url) : null;
      return posts && posts.length > 0
        ? { status: 1 as const, response: "ok", list: posts, total: posts.length }
        : { status: 2 as const, response: messages.noRecordsFound, list: [], total: 0 };
    },
  );

  app.post(
    "/site/submit/contact-us",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Send a message to the Cloudoc team",
        body: contactRequestSchema,
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request) => {
      await submitContact(platform, request.log, { ip: request.ip }, request.body);
      return ok(messages.contactSubmitted);
    },
  );

  app.get(
    "/get/offer/slug",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The current offer and the packages on offer",
        response: { 200: envelopeOf(offerSchema) },
      },
    },
    async () => ok(await currentOffer(platform.db)),
  );
};
