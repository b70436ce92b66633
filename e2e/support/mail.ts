import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/** The outbox folders of the e2e servers (one per Playwright project; see playwright.config.ts). */
const OUTBOXES = ['app', 'admin'].map((name) => join(process.env.E2E_DATA_DIR ?? '', name, 'outbox'));

/**
 * Reads the newest one-time code mailed to `email` from the servers' outbox folders
 * (`$E2E_DATA_DIR/<project>/outbox/*.eml`, written when no SMTP_URL is set). Polls until it
 * appears. Addresses are unique per test, so looking in every outbox finds the right one.
 * `after`: how many mails to that address to skip (those sent before the awaited one).
 */
export async function readCode(email: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mine = await mailTo(email);
        if (mine.length <= after) return '';
        const body =
          mine
            .at(-1)
            ?.split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n') ?? '';
        code = body.match(/\b\d{5}\b/)?.[0] ?? '';
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .not.toBe('');
  return code;
}

/** Every mail file in the outboxes. */
async function outboxFiles(): Promise<string[]> {
  const folders = await Promise.all(
    OUTBOXES.map(async (outbox) =>
      (await readdir(outbox).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .map((name) => join(outbox, name)),
    ),
  );
  return folders.flat();
}

/** The mails to `email`, oldest first (file names start with a timestamp). */
async function mailTo(email: string): Promise<string[]> {
  const files = (await outboxFiles()).sort();
  const messages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return messages.filter((message) => message.toLowerCase().includes(email.toLowerCase()));
}

/** How many mails `email` has received so far. */
export async function countMail(email: string): Promise<number> {
  return (await mailTo(email)).length;
}
