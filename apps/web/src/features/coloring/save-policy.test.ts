import { describe, expect, it } from 'vitest';

import { isSavedAt, shouldAutoSave } from './save-policy.ts';

describe('shouldAutoSave', () => {
  it('saves a page neither colored nor owned, once', () => {
    expect(shouldAutoSave({ isColored: false, isOwner: false, hasAutoSaved: false })).toBe(true);
    expect(shouldAutoSave({ isColored: false, isOwner: false, hasAutoSaved: true })).toBe(false);
  });

  it('never saves a colored or an owned page by itself', () => {
    expect(shouldAutoSave({ isColored: true, isOwner: false, hasAutoSaved: false })).toBe(false);
    expect(shouldAutoSave({ isColored: false, isOwner: true, hasAutoSaved: false })).toBe(false);
  });
});

describe('isSavedAt', () => {
  it('is saved only while the saved revision is the current one', () => {
    expect(isSavedAt(0, 0)).toBe(true);
    expect(isSavedAt(3, 2)).toBe(false);
  });
});
