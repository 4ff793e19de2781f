/** Password hashing with argon2id (the library's defaults: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

// A real hash of a throwaway password, computed once: checking against it when no account matches
// costs what a real check costs, so the answer's timing does not tell whether an e-mail is registered.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hash('no account has this password, it only spends the same time');
  return dummyHash;
};

/** True when `password` matches `passwordHash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // Not an argon2 hash (e.g. fixture accounts that never log in).
    return false;
  }
}

/** Computes the dummy hash ahead of the first login, so that login is not slower than the others. */
export const warmPasswordHashing = async (): Promise<void> => {
  await dummy();
};
