import type { ReactNode } from 'react';

/** A friendly message for an empty list, with the next step to take. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-ink-200 bg-white/60 px-6 py-14 text-center">
      {icon && (
        <div className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">{icon}</div>
      )}
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      {children && <p className="max-w-sm text-ink-600">{children}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
