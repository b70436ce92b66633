import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { body, setupTestApp, uniqueEmail, type TestApp } from '../../test/app.ts';

let smtp: SMTPServer;
let t: TestApp;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await setupTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Huebook <hello@huebook.test>' },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the code by SMTP when SMTP_URL is set, and the code signs in', async () => {
  const email = uniqueEmail('smtp');
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/users/sign-up',
    payload: { name: 'Sam', email },
  });
  expect(signUp.statusCode).toBe(200);
  const mail = received.find((m) => m.to.includes(email));
  expect(mail?.raw).toMatch(/^From: Huebook <hello@huebook\.test>$/m);
  const code = /^Subject: Your Huebook code is (\d{5})$/m.exec(mail?.raw ?? '')?.[1];
  expect(code).toMatch(/^\d{5}$/);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/users/verify',
    payload: { token: body(signUp).data.token, code },
  });
  expect(verify.statusCode).toBe(200);
});
