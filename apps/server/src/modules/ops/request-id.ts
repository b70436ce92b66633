/**
 * Request ids: every request gets one, every log line of the request carries it (Fastify's
 * request logger adds it as `reqId`), and the response sends it back in `x-request-id`. A load
 * balancer's or client's own id is kept when it is short and made of safe characters, so one id
 * follows a request across hops; anything else is replaced by a new UUID (a header is caller
 * input: a long or odd one would pollute the logs).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** 1-64 letters, digits and `_ . : = @ -`: UUIDs, trace ids and most proxies' ids fit. */
const SAFE_REQUEST_ID = /^[\w.:=@-]{1,64}$/;

/**
 * Fastify's `genReqId`: the incoming `x-request-id` when {@link SAFE_REQUEST_ID} accepts it
 * (the first one, if repeated), else a new random UUID.
 */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Sends each request's id back in the `x-request-id` response header, errors and 404s included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
