import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Stripe.js and the frames of its card form and 3-D Secure checks (Stripe's published list),
 * allowed only when the browser may load Stripe.js (a publishable key is configured).
 */
const stripeSources = {
  scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
};

/**
 * Security headers with a Content-Security-Policy the SPA works under: Mantine injects styles,
 * socket.io uses websockets on the same origin, the demo widget and intro video are framed, and
 * with `stripe` Stripe's card form loads. Helmet's middleware is built once here; the Fastify
 * plugin built it again on every request, parsing the policy each time (issue 23).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }) {
  const stripe = (directive: keyof typeof stripeSources) => (options.stripe ? stripeSources[directive] : []);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe("scriptSrc")],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", ...stripe("connectSrc")],
        frameSrc: [
          "'self'",
          // A PDF fetched with the session (or the signer's token) is shown from a blob: address.
          "blob:",
          "https://calendly.com",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
          ...stripe("frameSrc"),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, next) => {
    setHeaders(request.raw, reply.raw, (error) => next(error instanceof Error ? error : undefined));
  });
}
