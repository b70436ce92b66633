/**
 * Icons the landing knows (features-section.tsx and social-icons.tsx): stored name → what the
 * admin reads. Another stored name still shows (a star, a globe) and is kept as it is.
 */
export const FEATURE_ICON_OPTIONS: Readonly<Record<string, string>> = {
  sparkles: 'Sparkles',
  upload: 'Upload',
  'paint-bucket': 'Paint bucket',
  printer: 'Printer',
  heart: 'Heart',
  smartphone: 'Smartphone',
  palette: 'Palette',
  download: 'Download',
  image: 'Picture',
};

export const SOCIAL_ICON_OPTIONS: Readonly<Record<string, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  website: 'Other website',
};
