import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { OTP_LENGTH } from '@huebook/shared/constants';
import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 30 days (DESIGN.md "Access token"). */
export const ACCESS_TOKEN_TTL = '30d';
const ISSUER = 'huebook';

const keyCache = new Map<string, Uint8Array>();
function signingKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** Signs an HS256 JWT with `sub` = user id and `tv` = the user's token version. */
export function signAccessToken(secret: string, userId: string, tokenVersion: number): Promise<string> {
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TOKEN_TTL)
    .sign(signingKey(secret));
}

/** The claims of a valid token, or null when the signature, expiry or shape is wrong. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ userId: string; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}

/** A random one-time code of OTP_LENGTH digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC-SHA256 of a code keyed with the app secret and bound to its token, hex. */
export function hashCode(secret: string, token: string, code: string): string {
  return createHmac('sha256', secret).update(`${token}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
