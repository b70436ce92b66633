import { Globe } from 'lucide-react';

/**
 * Brand glyphs for the footer's social links, drawn in lucide's stroke style (lucide ships no
 * brand icons). An unknown icon name falls back to a globe.
 */
const GLYPHS: Record<string, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5h2.8l.7-3.5h-3.5V7.2c0-.6.4-.9 1-.9H15z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8z" fill="currentColor" />
    </>
  ),
  twitter: <path d="m4 4 16 16M20 4 4 20" />,
  x: <path d="m4 4 16 16M20 4 4 20" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5" />,
};

/** A social network's icon; decorative (the link carries the name). */
export function SocialIcon({ icon, className = 'size-5' }: { icon: string; className?: string }) {
  const glyph = GLYPHS[icon.toLowerCase()];
  if (!glyph) return <Globe aria-hidden="true" className={className} />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {glyph}
    </svg>
  );
}

/** The name a screen reader hears for a social link: 'Instagram', 'YouTube'… */
export function socialLabel(icon: string): string {
  const names: Record<string, string> = {
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
    x: 'X',
  };
  const key = icon.toLowerCase();
  return names[key] ?? (key ? key[0]!.toUpperCase() + key.slice(1) : 'Website');
}
