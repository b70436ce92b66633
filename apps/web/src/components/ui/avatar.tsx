import clsx from 'clsx';

/** Regular is a 10-unit square, medium 14 (spec §2). */
export type AvatarSize = 'regular' | 'medium';

/**
 * The user's photo, or the first letter of the name in upper case when there is none.
 * Decorative: the name is always written next to it.
 */
export function Avatar({
  name,
  photo,
  size = 'regular',
}: {
  name: string;
  photo?: string | null;
  size?: AvatarSize;
}) {
  const box = size === 'medium' ? 'size-14 text-xl' : 'size-10 text-base';
  if (photo) {
    return (
      <img src={photo} alt="" className={clsx(box, 'shrink-0 rounded-full object-cover ring-2 ring-white')} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-pink-500 font-bold text-white',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
