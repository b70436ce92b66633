-- Color by number (issue 15): a photo page's own colours, kept when the page is made
-- (providers/line-art/photo-palette.ts): { colors: ['#rrggbb', …], seeds: [[x, y, colour], …] };
-- null for drawn pages and pages made before.
ALTER TABLE "pages" ADD COLUMN IF NOT EXISTS "number_palette" jsonb;
