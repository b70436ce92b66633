/** The three-dot logo mark of Huebook; decorative. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" fill="#7c3aed" />
      <circle cx="24" cy="26" r="9" fill="#fbbf24" />
      <circle cx="40" cy="26" r="9" fill="#f472b6" />
      <circle cx="32" cy="40" r="9" fill="#38bdf8" />
    </svg>
  );
}
