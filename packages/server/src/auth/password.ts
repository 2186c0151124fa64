import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes); sign-in stays under ~30 ms on these machines.
const params = { algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under isolatedModules */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string) => hash(plain, params);

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/** A hash nobody's password matches, verified when the username is unknown so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-not-used'));
