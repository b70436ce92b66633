import { PROMPT_MAX_LENGTH } from '@huebook/shared/schemas/page-create';
import { describe, expect, it } from 'vitest';

import { promptProblem } from './prompt.ts';

describe('promptProblem', () => {
  it('accepts a prompt of 3 to 500 characters once trimmed', () => {
    expect(promptProblem('cat')).toBeNull();
    expect(promptProblem('  a fox reading under a mushroom  ')).toBeNull();
    expect(promptProblem('x'.repeat(PROMPT_MAX_LENGTH))).toBeNull();
  });

  it('refuses an empty or too short prompt, counting without the spaces around it', () => {
    expect(promptProblem('')).toBe('Describe the page in at least 3 characters');
    expect(promptProblem('  ab   ')).toBe('Describe the page in at least 3 characters');
  });

  it('refuses a prompt over 500 characters', () => {
    expect(promptProblem('x'.repeat(PROMPT_MAX_LENGTH + 1))).toMatch(/too long/);
  });
});
