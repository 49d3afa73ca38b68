/**
 * Pictures for the demo catalog, drawn instead of shipped: a monogram badge per brand (its
 * initials on a coloured badge, no real trademark) and a side-view pictogram per body type.
 * Each is an SVG that sharp renders to PNG, then goes through the upload pipeline
 * (renderVariants → storeImage, the three WebP variants under a new key) into the same storage
 * as an uploaded logo, so a seeded brand or body is like one whose image an administrator uploaded.
 */
import sharp from 'sharp';
import { type ImageLimits, renderVariants, storeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';

/** Where the drawings go: the upload storage and the upload limits. */
export interface CatalogImages {
  storage: Storage;
  limits: ImageLimits;
}

/** Storage prefixes of the upload routes (catalog-images.routes.ts). */
export const BRAND_LOGO_PREFIX = 'catalogs/brands';
export const BODY_ICON_PREFIX = 'catalogs/bodies';

/**
 * Side of the rendered PNG: the card and full variants keep it (the pipeline never enlarges),
 * the thumbnail is 160. The WebP encoding of the variants is most of the cost, about 20 ms of
 * CPU a picture at this size (46 pictures in the demo catalog).
 */
const SIZE = 192;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** Deep colours that white letters read on. */
const BADGE_COLORS = [
  '#C62828',
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#EF6C00',
  '#00838F',
  '#37474F',
  '#AD1457',
  '#4527A0',
  '#558B2F',
  '#283593',
  '#4E342E',
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);

/** "BYD", "MINI" as they are; "Mercedes-Benz" → "MB"; "Nissan" → "N". */
export function monogram(name: string): string {
  const letters = name.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length <= 4 && letters === letters.toUpperCase()) return letters;
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
  return (letters[0] ?? '?').toUpperCase();
}

/** A brand's badge: a circle, a rounded square or a shield in its colour, with its monogram. */
export function brandLogoSvg(name: string): string {
  const seed = hash(name);
  const color = BADGE_COLORS[seed % BADGE_COLORS.length]!;
  const text = monogram(name);
  const fontSize = [0, 120, 92, 64, 50][text.length] ?? 50;
  const shapes = [
    `<circle cx="128" cy="128" r="118" fill="${color}"/><circle cx="128" cy="128" r="102" fill="none" stroke="#fff" stroke-width="6" opacity="0.85"/>`,
    `<rect x="14" y="14" width="228" height="228" rx="48" fill="${color}"/><rect x="30" y="30" width="196" height="196" rx="36" fill="none" stroke="#fff" stroke-width="6" opacity="0.85"/>`,
    `<path d="M128 8 L236 44 V124 C236 186 188 230 128 250 C68 230 20 186 20 124 V44 Z" fill="${color}"/><path d="M128 28 L218 58 V124 C218 176 178 212 128 230 C78 212 38 176 38 124 V58 Z" fill="none" stroke="#fff" stroke-width="6" opacity="0.85"/>`,
  ];
  const shape = shapes[(seed >>> 4) % shapes.length]!;
  // The baseline sits a third of the letters' height below the centre: optically centred capitals.
  const baseline = 128 + fontSize * 0.36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">${shape}<text x="128" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(text)}</text></svg>`;
}

/**
 * Side views on a 128 × 128 grid, facing right, ground at y = 98: the body's outline, its
 * windows, and where its two wheels stand (x of each axle).
 */
interface Silhouette {
  body: string;
  windows: string[];
  axles: [number, number];
  extra?: string;
}

const SILHOUETTES: Record<string, Silhouette> = {
  sedan: {
    body: '8,86 8,70 14,64 36,62 48,48 84,48 98,62 116,66 122,74 122,86',
    windows: ['40,61 50,51 64,51 64,61', '68,61 68,51 82,51 93,61'],
    axles: [28, 100],
  },
  hatchback: {
    body: '12,86 12,58 22,46 70,46 88,60 112,64 118,72 118,86',
    windows: ['20,58 26,50 48,50 48,58', '52,58 52,50 68,50 82,58'],
    axles: [30, 98],
  },
  suv: {
    body: '6,86 6,44 12,36 82,36 96,54 118,58 122,66 122,86',
    windows: ['12,52 16,41 44,41 44,52', '48,52 48,41 78,41 88,52'],
    axles: [28, 100],
  },
  crossover: {
    body: '8,86 8,60 20,44 78,42 94,58 116,62 122,70 122,86',
    windows: ['16,58 24,48 48,47 48,58', '52,58 52,47 76,47 86,58'],
    axles: [28, 100],
  },
  pickup: {
    body: '4,86 4,62 52,62 56,40 82,40 96,58 120,62 124,70 124,86',
    windows: ['60,58 62,45 80,45 89,58'],
    axles: [26, 102],
    extra: '<rect x="4" y="60" width="48" height="4" fill="#263238"/>',
  },
  van: {
    body: '4,86 4,30 94,30 110,50 122,56 124,64 124,86',
    windows: ['10,46 10,36 38,36 38,46', '44,46 44,36 72,36 72,46', '78,46 78,36 92,36 103,50 103,46'],
    axles: [26, 104],
  },
  minivan: {
    body: '6,86 6,42 14,34 74,34 102,52 118,58 122,66 122,86',
    windows: ['12,52 14,40 40,40 40,52', '44,52 44,40 70,40 88,52'],
    axles: [28, 100],
  },
  coupe: {
    body: '10,86 10,70 22,66 44,50 74,48 94,62 116,66 122,74 122,86',
    windows: ['30,64 46,54 72,52 86,64'],
    axles: [30, 100],
  },
  convertible: {
    body: '10,86 10,64 80,64 92,50 97,50 92,64 116,66 122,74 122,86',
    windows: [],
    axles: [30, 100],
    extra: '<path d="M16 64 Q22 54 38 56 L42 64 Z" fill="#263238"/>',
  },
  roadster: {
    body: '16,86 16,70 62,68 78,54 83,54 76,68 110,70 116,78 116,86',
    windows: [],
    axles: [34, 98],
    extra: '<path d="M44 68 Q46 56 56 56 L58 68 Z" fill="#263238"/>',
  },
  wagon: {
    body: '6,86 6,56 12,46 80,46 96,60 116,64 122,72 122,86',
    windows: ['12,58 16,50 40,50 40,58', '44,58 44,50 64,50 64,58', '68,58 68,50 78,50 89,58'],
    axles: [28, 100],
  },
  chassisCab: {
    body: '70,86 70,34 100,34 112,54 122,58 124,66 124,86',
    windows: ['76,52 76,40 98,40 106,52'],
    axles: [26, 104],
    extra: '<rect x="4" y="78" width="68" height="7" rx="2" fill="#37474F"/>',
  },
};

/** Which pictogram a body type gets, by its name; an unknown one gets the sedan. */
function silhouetteOf(name: string): Silhouette {
  const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (key.includes('hatch')) return SILHOUETTES.hatchback!;
  if (key.includes('crossover')) return SILHOUETTES.crossover!;
  if (key.includes('suv')) return SILHOUETTES.suv!;
  if (key.includes('pick')) return SILHOUETTES.pickup!;
  if (key.includes('minivan')) return SILHOUETTES.minivan!;
  if (key.includes('van')) return SILHOUETTES.van!;
  if (key.includes('coupe')) return SILHOUETTES.coupe!;
  if (key.includes('convertible')) return SILHOUETTES.convertible!;
  if (key.includes('roadster')) return SILHOUETTES.roadster!;
  if (key.includes('wagon')) return SILHOUETTES.wagon!;
  if (key.includes('chasis') || key.includes('chassis')) return SILHOUETTES.chassisCab!;
  return SILHOUETTES.sedan!;
}

/** A body type's pictogram: slate body, light windows, two wheels, on a transparent ground. */
export function bodyIconSvg(name: string): string {
  const { body, windows, axles, extra = '' } = silhouetteOf(name);
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="86" r="12" fill="#263238" stroke="#fff" stroke-width="3"/><circle cx="${x}" cy="86" r="4.5" fill="#B0BEC5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 128 128"><polygon points="${body}" fill="#455A64" stroke="#455A64" stroke-width="4" stroke-linejoin="round"/>${windows.map((points) => `<polygon points="${points}" fill="#CFD8DC"/>`).join('')}${extra}${axles.map(wheel).join('')}<rect x="2" y="98" width="124" height="3" rx="1.5" fill="#B0BEC5"/></svg>`;
}

/** Renders the SVG and stores it as an upload would be stored; answers the storage key. */
export async function storeDrawing(images: CatalogImages, prefix: string, svg: string): Promise<string> {
  // Lossless and quick: the pipeline decodes it at once.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return storeImage(images.storage, prefix, await renderVariants(png, images.limits));
}
