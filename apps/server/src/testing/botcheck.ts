import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { App } from "../app";

/** Solves a fresh challenge as the sign-up page does: the answer its widget sends. */
export async function solvedBotCheck(app: App): Promise<string> {
  const challengeReply = await app.inject({ method: "GET", url: "/api/botcheck/challenge" });
  const { challenge } = challengeReply.json().response;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return JSON.stringify({ challenge, solution });
}

/** Does what the sign-up page does: solve the challenge, trade it for a single-use pass. */
export async function botPass(app: App): Promise<string> {
  const verify = await app.inject({
    method: "POST",
    url: "/api/recaptcha/api/siteverify",
    payload: { response: await solvedBotCheck(app) },
  });
  if (verify.statusCode !== 200) throw new Error(verify.body);
  return verify.json().data;
}
