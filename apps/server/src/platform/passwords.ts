import { hash, verify } from "@node-rs/argon2";

/** argon2id (DESIGN §5); the library's default parameters follow OWASP's guidance. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
