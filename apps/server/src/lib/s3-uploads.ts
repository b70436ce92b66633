import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from '../errors.ts';

import type { S3Storage, StoredObjectInfo } from './s3-storage.ts';
import { isStorageKey, UPLOADS_PREFIX } from './storage.ts';

/** What @fastify/static sends for the local folder with `maxAge: '365d', immutable: true`. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function setHeaders(reply: FastifyReply, object: StoredObjectInfo): void {
  reply.header('content-type', object.contentType).header('cache-control', CACHE_CONTROL);
  if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
  if (object.etag) reply.header('etag', object.etag);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
}

/** Whether the client's If-None-Match names the object's ETag (weak comparison, RFC 9110 §13.1.2). */
function isFresh(request: FastifyRequest, etag: string | undefined): boolean {
  const header = request.headers['if-none-match'];
  if (!header || !etag) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * GET and HEAD `/uploads/:key` streamed from the bucket, with the headers the local folder's
 * static route sends (Content-Type, Content-Length, ETag, Last-Modified, a year's immutable
 * Cache-Control; 304 for a matching If-None-Match). A key that is not a valid storage key, or
 * not in the bucket, is the usual 404 `NOT_FOUND` answer.
 */
export function s3UploadRoutes(app: FastifyInstance, storage: S3Storage): void {
  const url = `${UPLOADS_PREFIX}:key`;
  const notFound = () => new AppError('NOT_FOUND', 'Not found');

  app.get<{ Params: { key: string } }>(url, { exposeHeadRoute: false }, async (request, reply) => {
    const { key } = request.params;
    const object = isStorageKey(key) ? await storage.open(key) : null;
    if (!object) throw notFound();
    if (isFresh(request, object.etag)) {
      object.body.destroy();
      if (object.etag) reply.header('etag', object.etag);
      return reply.header('cache-control', CACHE_CONTROL).code(304).send();
    }
    setHeaders(reply, object);
    return reply.send(object.body);
  });

  app.head<{ Params: { key: string } }>(url, async (request, reply) => {
    const { key } = request.params;
    const object = isStorageKey(key) ? await storage.stat(key) : null;
    if (!object) throw notFound();
    setHeaders(reply, object);
    return reply.code(isFresh(request, object.etag) ? 304 : 200).send();
  });
}
