/** What the auto-save decision looks at (spec §4 "Auto-save"). */
export interface AutoSaveFacts {
  /** The user has colored this page before (or it was saved during this visit). */
  isColored: boolean;
  /** The user owns the page: coloring it costs nothing. */
  isOwner: boolean;
  /** An auto-save already ran (or runs) on this visit. */
  hasAutoSaved: boolean;
}

/**
 * Auto-save once, when the first stroke on a page ends, if the page is neither colored nor
 * owned: the save spends the public-page credit the coloring route checked for, so leaving
 * without saving cannot color a page for free.
 */
export function shouldAutoSave(facts: AutoSaveFacts): boolean {
  return !facts.isColored && !facts.isOwner && !facts.hasAutoSaved;
}

/**
 * The spec's saved flag as revisions: the layer's revision counts changes (clear included), and
 * the page is saved while the revision last saved is the current one.
 */
export function isSavedAt(revision: number, savedRevision: number): boolean {
  return revision === savedRevision;
}
