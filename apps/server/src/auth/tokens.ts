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

/** Claims of a verified token: the user id (`sub`) and token version (`tv`). */
export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

/** How long a verified signature is trusted without checking it again, in milliseconds. */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;

/**
 * Recently verified tokens (secret + token → claims and until when, in epoch milliseconds), in
 * insertion order for a cheap LRU: jose's HS256 verify imports a WebCrypto key and checks the
 * MAC on every call, a few percent of a list request's CPU. Only the signature check is
 * cached: callers still load the user and compare the token version, so a revoked token or a
 * blocked user is refused on the next request. An entry never outlives the token's `exp`.
 */
const verified = new Map<string, { claims: AccessClaims; until: number }>();

function rememberVerified(key: string, claims: AccessClaims, expiresAt: number): void {
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(key, { claims, until: Math.min(Date.now() + VERIFIED_TTL_MS, expiresAt) });
}

/** The claims of a valid token, or null when the signature, expiry or shape is wrong. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const key = `${secret}\n${token}`;
  const hit = verified.get(key);
  if (hit) {
    if (hit.until > Date.now()) return hit.claims;
    verified.delete(key);
  }
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    const claims = { userId: payload.sub, tokenVersion: payload.tv };
    rememberVerified(key, claims, typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now());
    return claims;
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
