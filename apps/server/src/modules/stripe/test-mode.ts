/**
 * Test mode checkout sessions: a session id is `test_<payload>.<signature>`, the payload naming
 * the user and the plan, signed with the app secret (HMAC-SHA256), so no row is needed for a
 * pending checkout and no one can confirm a session they did not start.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { TEST_MODE_PREFIX } from '@huebook/shared/schemas/checkout';

/** How long a test session may wait for its confirmation, milliseconds. */
const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface TestSession {
  userId: string;
  planId: string;
  /** The signature: unique per session, it names the event and the subscription. */
  signature: string;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`huebook:test-checkout:${payload}`).digest('base64url');
}

/** A new session id for a test checkout of `planId` by `userId`. */
export function createTestSessionId(secret: string, userId: string, planId: string): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, p: planId, t: Date.now() })).toString('base64url');
  return `${TEST_MODE_PREFIX}${payload}.${sign(secret, payload)}`;
}

/** The session named by a test session id, or null when it is forged, malformed or stale. */
export function readTestSessionId(secret: string, sessionId: string): TestSession | null {
  const match = /^test_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(sessionId);
  if (!match?.[1] || !match[2]) return null;
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      p?: unknown;
      t?: unknown;
    };
    if (typeof parsed.u !== 'string' || typeof parsed.p !== 'string' || typeof parsed.t !== 'number') {
      return null;
    }
    if (Date.now() - parsed.t > TEST_SESSION_TTL_MS) return null;
    return { userId: parsed.u, planId: parsed.p, signature };
  } catch {
    return null;
  }
}
