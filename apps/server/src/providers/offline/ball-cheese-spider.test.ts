import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * A friendly spider in its web drawn for the page (scripts/own-drawings/ball-cheese-spider.ts):
 * "a spider" drew a big ragged clip-art spider, and "a spider in a web" reported the web missing.
 */
const SPIDER_PROMPTS = ['a spider', 'a spider in a web', 'a spider on its web'] as const;

describe('a spider in its web', () => {
  it('draws our spider once, first, reports no web missing, and keeps every level in range', async () => {
    for (const prompt of SPIDER_PROMPTS)
      for (const seed of [0, 1, 2])
        for (const detail of DETAIL_LEVELS) {
          const label = `${prompt} #${seed} (${detail})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          if (seed === 0 || prompt !== 'a spider') {
            expect(page.drawings, label).toEqual(['spider-in-web']);
          }
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
  });

  it('is the first spider and the first web', () => {
    expect(findDrawings('spider')[0]?.id).toBe('spider-in-web');
    expect(findDrawings('cobweb')[0]?.id).toBe('spider-in-web');
  });
});
