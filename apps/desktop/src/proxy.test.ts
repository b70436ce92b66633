import { describe, expect, it } from 'vitest';

import { forwardedHeaders, forwardRequest, type FetchLike } from './proxy.ts';

describe('forwardedHeaders', () => {
  it('keeps the end-to-end headers and drops the hop-by-hop ones', () => {
    const headers = forwardedHeaders(
      new Headers({
        authorization: 'Bearer abc',
        'content-type': 'multipart/form-data; boundary=x',
        accept: 'application/json',
        range: 'bytes=0-99',
        host: 'huebook',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'content-length': '42',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic eA==',
      }),
    );
    expect(Object.fromEntries(headers)).toEqual({
      authorization: 'Bearer abc',
      'content-type': 'multipart/form-data; boundary=x',
      accept: 'application/json',
      range: 'bytes=0-99',
    });
  });
});

describe('forwardRequest', () => {
  /** A fetch that records what it was asked and answers 200. */
  function recordingFetch() {
    const calls: { url: string; init: Parameters<FetchLike>[1] }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response('ok');
    };
    return { calls, fetch };
  }

  it('sends no body for GET and HEAD', async () => {
    const { calls, fetch } = recordingFetch();
    await forwardRequest(new Request('app://huebook/api/plans'), 'http://localhost:3000/api/plans', fetch);
    await forwardRequest(
      new Request('app://huebook/api/plans', { method: 'HEAD' }),
      'http://localhost:3000/api/plans',
      fetch,
    );
    expect(calls.map((call) => [call.url, call.init.method, call.init.body, call.init.duplex])).toEqual([
      ['http://localhost:3000/api/plans', 'GET', null, undefined],
      ['http://localhost:3000/api/plans', 'HEAD', null, undefined],
    ]);
  });

  it('streams the body of other methods (duplex half)', async () => {
    const { calls, fetch } = recordingFetch();
    await forwardRequest(
      new Request('app://huebook/api/coloreds', { method: 'DELETE', body: '{"id":1}' }),
      'http://localhost:3000/api/coloreds',
      fetch,
    );
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.duplex).toBe('half');
    expect(await new Response(calls[0]?.init.body).text()).toBe('{"id":1}');
  });

  it('answers 502 when the fetch fails, and does not hide an abort by the renderer', async () => {
    const failing: FetchLike = () => Promise.reject(new TypeError('fetch failed'));
    const response = await forwardRequest(
      new Request('app://huebook/api/plans'),
      'https://api.huebook.example/api/plans',
      failing,
    );
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toContain('https://api.huebook.example');

    const controller = new AbortController();
    controller.abort();
    const aborted = new Request('app://huebook/api/plans', { signal: controller.signal });
    await expect(forwardRequest(aborted, 'https://api.huebook.example/api/plans', failing)).rejects.toThrow(
      'fetch failed',
    );
  });
});
