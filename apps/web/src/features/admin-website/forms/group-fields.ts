import type { WebsiteGroup, WebsiteGroupName } from '@huebook/shared/schemas/website';

/** What every section's fields get from the editor around them. */
export interface GroupFieldsProps<K extends WebsiteGroupName> {
  value: WebsiteGroup<K>;
  /** Applies a change to the latest draft (uploads finish after other edits). */
  update: (change: (current: WebsiteGroup<K>) => WebsiteGroup<K>) => void;
  /** Reports an upload starting (true) or ending (false); Save waits for uploads. */
  onBusy: (isBusy: boolean) => void;
}

/** `set('title')(value)`: a setter of one field of the draft. */
export function fieldSetter<V extends object>(update: (change: (current: V) => V) => void) {
  return <F extends keyof V>(field: F) =>
    (value: V[F]) =>
      update((current) => ({ ...current, [field]: value }));
}
