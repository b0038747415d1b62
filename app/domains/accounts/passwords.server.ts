import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

/**
 * Verifies against a real hash even when the account does not exist or has no password yet,
 * so the response time does not reveal which emails are registered.
 */
let decoyHash: Promise<string> | undefined
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  decoyHash ??= hash('decoy password that never matches')
  const target = storedHash ?? (await decoyHash)
  const matches = await verify(target, password).catch(() => false)
  return storedHash !== null && matches
}
