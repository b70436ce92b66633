/**
 * Test support: a local HTTP server that answers like Stripe's API for the calls Huebook makes
 * (customers, checkout sessions, subscription update and cancel), so tests drive the official
 * client (pointed at it with STRIPE_API_BASE) without the network.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form body, flat: `{ 'line_items[0][price]': 'price_1' }`. */
  form: Record<string, string>;
}

export interface FakeStripe {
  /** The base URL to give the client: `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeStripeRequest[];
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const now = () => Math.floor(Date.now() / 1000);

function subscription(id: string, status: string, cancelAtPeriodEnd: boolean) {
  return {
    id,
    object: 'subscription',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: cancelAtPeriodEnd || status === 'canceled' ? now() : null,
    items: { object: 'list', data: [{ id: 'si_fake', current_period_end: now() + 30 * 86_400 }] },
  };
}

/** What the fake answers to one request: status and JSON body. */
function answer(method: string, path: string, form: Record<string, string>): [number, unknown] {
  if (method === 'POST' && path === '/v1/customers') {
    return [200, { id: 'cus_fake123', object: 'customer', email: form.email ?? null }];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return [
      200,
      {
        id: 'cs_test_fake123',
        object: 'checkout.session',
        mode: form.mode,
        url: 'https://checkout.stripe.com/c/pay/cs_test_fake123',
      },
    ];
  }
  const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (match?.[1] && method === 'POST') {
    return [200, subscription(match[1], 'active', form.cancel_at_period_end === 'true')];
  }
  if (match?.[1] && method === 'DELETE') return [200, subscription(match[1], 'canceled', false)];
  return [
    404,
    { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
  ];
}

/** Starts the fake on 127.0.0.1 and a free port; always `close()` it. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const method = request.method ?? 'GET';
      const form = await readForm(request);
      requests.push({ method, path, authorization: request.headers.authorization, form });
      const [status, body] = answer(method, path, form);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
