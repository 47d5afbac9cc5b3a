// A bare Fastify route answering a constant: the floor the platform-cost benchmark compares with.
import Fastify from "fastify";

const app = Fastify();
app.get("/bare", async () => ({ status: 1, response: "ok" }));
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
process.on("SIGINT", () => void app.close().then(() => process.exit(0)));
