/**
 * How the how-it-works video plays: an embeddable player page (YouTube, Vimeo) goes in an
 * iframe, anything else is a video file for <video>. Returns null for an empty or non-http URL.
 */
export function videoSource(url: string): { kind: 'iframe' | 'file'; src: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = parsed.pathname.startsWith('/embed/')
      ? parsed.pathname.slice(7)
      : parsed.searchParams.get('v');
    if (id)
      return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` };
  }
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1);
    if (id)
      return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` };
  }
  if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname)) {
    return { kind: 'iframe', src: `https://player.vimeo.com/video${parsed.pathname}` };
  }
  return { kind: 'file', src: parsed.href };
}
