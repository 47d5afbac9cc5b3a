import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
import { getSiteSettings } from "../settings/service";
import { type BlogFeedOptions, createBlogFeed } from "./blog";
import { submitContact } from "./contact";
import { currentOffer } from "./offer";

/** The calls that reach outside the library: the blog feed, the contact form and the offer. */
export const siteRoutes: FastifyPluginAsync<{ blog?: BlogFeedOptions | undefined }> = async (
  app,
  options,
) => {
  const { db } = app.platform;
  const blog = createBlogFeed(options.blog);

  serve(app, routes.blogPosts, async () => {
    const { blog_url: url } = await getSiteSettings(db);
    const posts = url ? await blog.posts(url) : null;
    return posts && posts.length > 0
      ? { status: 1 as const, response: "ok", list: posts, total: posts.length }
      : { status: 2 as const, response: messages.noRecordsFound, list: [], total: 0 };
  });

  serve(app, routes.contactUs, async ({ input, request }) => {
    await submitContact(app.platform, request.log, { ip: request.ip }, input);
    return ok(messages.contactSubmitted);
  });

  serve(app, routes.offer, async () => ok(await currentOffer(db)));
};
