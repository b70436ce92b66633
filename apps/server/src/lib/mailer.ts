import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail: by SMTP when configured, otherwise into an outbox folder of `.eml` files. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

let outboxSequence = 0;

/** File name for an outbox message: `<UTC timestamp>-<seq>-<to>.eml`, sortable by time. */
function outboxName(to: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
  outboxSequence = (outboxSequence + 1) % 1000;
  const safeTo = to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
  return `${stamp}-${String(outboxSequence).padStart(3, '0')}-${safeTo}.eml`;
}

/**
 * Builds the mailer. Without `smtpUrl` each message is composed by nodemailer's stream
 * transport (a real RFC 5322 message) and written to `outboxDir`.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxName(mail.to));
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, file }, `mail written to the outbox: ${mail.subject}`);
    },
  };
}
