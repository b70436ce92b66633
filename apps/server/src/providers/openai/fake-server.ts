/**
 * Test support: a local HTTP server that answers like OpenAI's image and chat APIs, so tests
 * drive the official client (pointed at it with OPENAI_BASE_URL) without the network.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one request: answer JSON with a status, or never answer. */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface FakeOpenAi {
  /** The base URL to give the client: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Answer of POST /v1/images/generations; set per test. */
  images: (body: unknown) => FakeAnswer | Promise<FakeAnswer>;
  /** Answer of POST /v1/images/edits (multipart, parsed by `parseMultipart`); set per test. */
  edits: (body: MultipartBody) => FakeAnswer | Promise<FakeAnswer>;
  /** Answer of POST /v1/chat/completions; set per test. */
  chat: (body: unknown) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

/** An images API success: `{ created, data: [{ b64_json }] }`. */
export function imageAnswer(png: Buffer): FakeAnswer {
  return {
    status: 200,
    body: { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64') }] },
  };
}

/** A chat completion whose one choice says `text`. */
export function chatAnswer(text: string): FakeAnswer {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'gpt-4o-mini',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
    },
  };
}

/** An API error in OpenAI's shape: `{ error: { message, type, code, param } }`. */
export function errorAnswer(
  status: number,
  code: string | null,
  message: string,
  type = 'invalid_request_error',
): FakeAnswer {
  return { status, body: { error: { message, type, code, param: null } } };
}

const notSet = (): FakeAnswer => errorAnswer(500, null, 'no answer set in the test');

/** A multipart/form-data body: text fields by name, and files with their bytes. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; contentType: string; data: Buffer }>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(
    request.headers['content-type'] ?? '',
  );
  if (boundary?.[2]) return parseMultipart(raw, boundary[2]);
  const text = raw.toString('utf8');
  return text ? JSON.parse(text) : null;
}

/** Splits a multipart/form-data body (RFC 7578) into fields and files. */
function parseMultipart(raw: Buffer, boundary: string): MultipartBody {
  const body: MultipartBody = { fields: {}, files: {} };
  const delimiter = Buffer.from(`--${boundary}`);
  let at = raw.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length + 2; // past the delimiter and its CRLF
    const next = raw.indexOf(delimiter, start);
    if (next < 0) break;
    const part = raw.subarray(start, next - 2); // the CRLF before the next delimiter
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const data = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (filename === undefined) body.fields[name] = data.toString('utf8');
    else
      body.files[name] = {
        filename,
        contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '',
        data: Buffer.from(data),
      };
    at = next;
  }
  return body;
}

/** Starts the fake on 127.0.0.1 and a free port; always `close()` it. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    images: notSet,
    edits: notSet,
    chat: notSet,
    close: async () => undefined,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      fake.requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      const answer = await (request.method === 'POST' && path === '/v1/images/generations'
        ? fake.images(body)
        : request.method === 'POST' && path === '/v1/images/edits'
          ? fake.edits(body as MultipartBody)
          : request.method === 'POST' && path === '/v1/chat/completions'
            ? fake.chat(body)
            : errorAnswer(404, 'unknown_url', `Unknown request URL: ${request.method} ${path}`));
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
