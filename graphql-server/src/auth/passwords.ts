import bcrypt from 'bcryptjs';

/** bcrypt cost (ARCHITECTURE: >= 12). Tests may lower it through the argument, never production. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
