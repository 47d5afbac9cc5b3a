import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers with a Content-Security-Policy the SPA works under: Mantine injects styles,
 * socket.io uses websockets on the same origin, the demo widget and intro video are framed.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        frameSrc: [
          "'self'",
          "https://calendly.com",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
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
}
