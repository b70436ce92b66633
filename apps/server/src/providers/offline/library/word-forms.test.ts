import { describe, expect, it } from 'vitest';

import { singularForms } from './word-forms.ts';

describe('singularForms', () => {
  it.each([
    ['cats', 'cat'],
    ['foxes', 'fox'],
    ['puppies', 'puppy'],
    ['mice', 'mouse'],
    ['geese', 'goose'],
    ['wolves', 'wolf'],
    ['knives', 'knife'],
    ['tomatoes', 'tomato'],
    ['Apple Trees', 'apple tree'],
  ])('offers %s → %s', (plural, singular) => {
    expect(singularForms(plural)).toContain(singular);
  });

  it('offers the word itself first', () => {
    expect(singularForms('sheep')[0]).toBe('sheep');
    expect(singularForms('bus')[0]).toBe('bus');
    expect(singularForms('glass')).toEqual(['glass']);
  });
});
