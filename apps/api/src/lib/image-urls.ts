/**
 * How a stored image is addressed. The image pipeline writes three WebP variants under one
 * storage key (the `*_path` columns hold that key): `<key>-thumb.webp`, `<key>-card.webp`,
 * `<key>-full.webp`. Local storage serves them under /uploads/; S3 under its public base URL.
 */
export const IMAGE_VARIANTS = ['thumb', 'card', 'full'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export type ImageUrls = Record<ImageVariant, string> | null;

export function variantKey(key: string, variant: ImageVariant): string {
  return `${key}-${variant}.webp`;
}

export function imageUrls(key: string | null, publicBase: string): ImageUrls {
  if (!key) return null;
  const base = publicBase.replace(/\/+$/, '');
  return {
    thumb: `${base}/${variantKey(key, 'thumb')}`,
    card: `${base}/${variantKey(key, 'card')}`,
    full: `${base}/${variantKey(key, 'full')}`,
  };
}

/**
 * A row as answered: the cover's storage key (`cover_path`) becomes its `thumbnail` URLs. The row
 * read for this answer gets the `thumbnail` in place instead of being copied without `cover_path`:
 * a copy of a 25-field row costs more than the rest of its serialisation, and the answer's schema
 * never writes `cover_path` (both serialisers write only the schema's keys).
 */
export function withThumbnail<Row extends { cover_path: string | null }>(
  row: Row,
  publicBase: string,
): Omit<Row, 'cover_path'> & { thumbnail: ImageUrls } {
  const answered = row as Row & { thumbnail: ImageUrls };
  answered.thumbnail = imageUrls(row.cover_path, publicBase);
  return answered;
}
