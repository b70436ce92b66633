import type { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { S3Config } from '../config.ts';

import { badKeyError, isStorageKey, UPLOADS_PREFIX, type Storage } from './storage.ts';

/** What the /uploads/:key route sends about a stored object (lib/s3-uploads.ts). */
export interface StoredObjectInfo {
  contentType: string;
  /** Bytes. */
  contentLength: number | undefined;
  /** Quoted, as S3 sends it. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A stored object opened for streaming; `body` must be consumed or destroyed. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

/** Whether an S3 SDK error means "no such key" (GetObject: NoSuchKey, HeadObject: NotFound, 404). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** The error {@link LocalStorage.get} rejects with for a missing file (fs ENOENT), mirrored. */
function notFoundError(key: string): Error {
  return Object.assign(new Error(`ENOENT: no such storage object ${key}`), { code: 'ENOENT' });
}

/**
 * Files in one S3 bucket (AWS, or MinIO, R2 and other S3-compatible services through
 * `endpoint`), under their flat keys at the bucket's root. URLs stay server-relative
 * (`/uploads/<key>`): the app streams them from the bucket (lib/s3-uploads.ts), so the bucket
 * can stay private. Call {@link S3Storage.destroy} when done, to close pooled sockets.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: with the default (WHEN_SUPPORTED) some
      // S3-compatible servers store streamed bodies with their aws-chunked framing.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
    });
  }

  private check(key: string): void {
    if (!isStorageKey(key)) throw badKeyError(key);
  }

  /** Stores `body` under `key` with its Content-Type. @throws the SDK's error when S3 refuses. */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.check(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  /** The bytes of `key`. @throws an Error with `code: 'ENOENT'` when there is none. */
  async get(key: string): Promise<Buffer> {
    const object = await this.open(key);
    if (!object) throw notFoundError(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Removes `key`; S3 answers a missing key with success too. */
  async delete(key: string): Promise<void> {
    this.check(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }

  /** Opens `key` for streaming, or null when there is none. @throws other SDK errors. */
  async open(key: string): Promise<StoredObject | null> {
    this.check(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { ...info(out), body: out.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The headers of `key` without its bytes, or null when there is none. @throws other SDK errors. */
  async stat(key: string): Promise<StoredObjectInfo | null> {
    this.check(key);
    try {
      return info(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Closes the client's pooled sockets. */
  destroy(): void {
    this.client.destroy();
  }
}

function info(out: {
  ContentType?: string | undefined;
  ContentLength?: number | undefined;
  ETag?: string | undefined;
  LastModified?: Date | undefined;
}): StoredObjectInfo {
  return {
    contentType: out.ContentType ?? 'application/octet-stream',
    contentLength: out.ContentLength,
    etag: out.ETag,
    lastModified: out.LastModified,
  };
}
