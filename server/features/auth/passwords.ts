import { hash, verify } from '@node-rs/argon2';

// Argon2id with @node-rs/argon2's defaults (m=19 MiB, t=2, p=1): OWASP's recommended minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

// A login for an unknown e-mail still verifies one hash, so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash('not-a-real-password-used-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// The most common leaked passwords that pass the length rule (NCSC/SecLists top lists).
// prettier-ignore
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '11223344', '12341234', '123123123', '1q2w3e4r', '1qaz2wsx', 'qwertyui',
  'qwertyuiop', 'qwerty123', 'qwerty12345', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1',
  'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1', 'baseball',
  'superman', 'trustno1', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'letmein1',
  'monkey123', 'dragon123', 'charlie1', 'michelle', 'jennifer', 'computer', 'whatever',
  'starwars', 'liverpool', 'chocolate', 'butterfly', 'basketball', 'aa123456', 'a1234567',
  'admin123', 'administrator', 'changeme', 'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'asdf1234',
  'india123', 'kanakjewels', 'jewellery', 'jewelry1', 'gold1234', 'diamond1',
]);

/** DESIGN §5: no composition rules, but a password from the common lists is refused. */
export function isCommonPassword(password: string, email?: string): boolean {
  const normal = password.trim().toLowerCase();
  return COMMON_PASSWORDS.has(normal) || (email !== undefined && normal === email.toLowerCase());
}
