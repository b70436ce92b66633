import { formatPrice } from '@huebook/shared/format';
import { describe, expect, it } from 'vitest';

import { planBadge, planSignUpPath } from './pricing.ts';
import { videoSource } from './video.ts';

describe('plan cards', () => {
  it('shows prices with two decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(4.99)).toBe('$4.99');
    expect(formatPrice(10)).toBe('$10.00');
  });

  it("marks starter 'Recommended' and advanced with its discount", () => {
    expect(planBadge({ name: 'free', discount: 0 })).toBeNull();
    expect(planBadge({ name: 'starter', discount: 0 })).toBe('Recommended');
    expect(planBadge({ name: 'advanced', discount: 20 })).toBe('20% off');
    expect(planBadge({ name: 'advanced', discount: 0 })).toBeNull();
  });

  it('leads to sign-up with a paid plan, and the free plan to plain sign-up', () => {
    expect(planSignUpPath({ name: 'advanced', paid: true })).toBe('/sign-up/?plan=advanced');
    expect(planSignUpPath({ name: 'free', paid: false })).toBe('/sign-up');
  });
});

describe('videoSource', () => {
  it('embeds YouTube and Vimeo links', () => {
    expect(videoSource('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    expect(videoSource('https://youtu.be/abc123')?.src).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays other http links as a video file and ignores the rest', () => {
    expect(videoSource('https://cdn.example.com/intro.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/intro.mp4',
    });
    expect(videoSource('')).toBeNull();
    expect(videoSource('javascript:alert(1)')).toBeNull();
  });
});
