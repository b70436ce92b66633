/** The eyebrow, title and lead of a landing section; `id` names the heading for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
}) {
  const isDark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={
          isDark ? 'text-sm font-bold text-brand-200 uppercase' : 'text-sm font-bold text-brand-600 uppercase'
        }
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={
          isDark
            ? 'mt-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl'
            : 'mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl'
        }
      >
        {title}
      </h2>
      {lead && <p className={isDark ? 'mt-4 text-lg text-brand-100' : 'mt-4 text-lg text-ink-600'}>{lead}</p>}
    </div>
  );
}

/** Shared frame of a landing section: an anchor below the sticky header, named by its heading. */
export const sectionClass = 'scroll-mt-20 px-4 py-20 sm:px-6 lg:py-24';
