import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/**
 * Reads the newest one-time code mailed to `email` from the server's outbox folder
 * (`$E2E_DATA_DIR/outbox/*.eml`, written when no SMTP_URL is set). Polls until it appears.
 */
export async function readCode(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let code = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        const messages = await Promise.all(
          names.filter((n) => n.endsWith('.eml')).map((n) => readFile(join(outbox, n), 'utf8')),
        );
        const mine = messages.filter((m) => m.toLowerCase().includes(email.toLowerCase()));
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
