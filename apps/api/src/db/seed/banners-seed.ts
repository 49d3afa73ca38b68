/**
 * The demo's marketplace banners: the three national banners made live, a few state banners
 * (Jalisco, Nuevo León, Ciudad de México, Puebla…) and catalog banners for two brands and a body
 * type. Their images are drawn (an SVG headline on a gradient, at each image's recommended size)
 * and go through the upload pipeline like an uploaded banner. Only on a database without state
 * banners, so a restart or an administrator's work is never overwritten.
 */
import { BANNER_IMAGE_SIZES, type BannerImageKind } from '@vitrina/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { renderVariants, storeImage } from '../../lib/images';
import type { Tx } from '../client';
import { queryRow } from '../query';
import { banners, catalogBodies, catalogBrands } from '../schema';
import type { CatalogImages } from './catalog-images';

interface DemoBanner {
  placement: 'home' | 'nuevos' | 'seminuevos' | 'catalog';
  state_code?: string;
  brand?: string;
  body?: string;
  title: string;
  subtitle: string;
  link: string;
  colors: [string, string];
  /** Days from today (Mexico City), or none. */
  starts?: number;
  ends?: number;
}

const NATIONAL: Record<'home' | 'nuevos' | 'seminuevos', Omit<DemoBanner, 'placement'>> = {
  home: {
    title: 'Encuentra tu próximo auto en Vitrina',
    subtitle: 'Miles de autos nuevos y seminuevos de agencias de todo México',
    link: '/',
    colors: ['#0D47A1', '#1976D2'],
  },
  nuevos: {
    title: 'Autos nuevos con precio de agencia',
    subtitle: 'Compara versiones y pide tu cotización en línea',
    link: '/nuevos',
    colors: ['#1B5E20', '#43A047'],
  },
  seminuevos: {
    title: 'Seminuevos certificados',
    subtitle: 'Revisados por la agencia, con historial y garantía',
    link: '/seminuevos',
    colors: ['#4A148C', '#8E24AA'],
  },
};

const DEMO: DemoBanner[] = [
  {
    placement: 'home',
    state_code: '14',
    title: 'Expo Auto Guadalajara',
    subtitle: 'Las agencias de Jalisco con sus mejores precios',
    link: '/seminuevos?estado=jalisco',
    colors: ['#B71C1C', '#E53935'],
    ends: 30,
  },
  {
    placement: 'home',
    state_code: '14',
    title: 'Estrena en Zapopan',
    subtitle: 'Tasa preferencial en autos nuevos',
    link: '/nuevos?estado=jalisco',
    colors: ['#E65100', '#FB8C00'],
  },
  {
    placement: 'home',
    state_code: '19',
    title: 'Monterrey: semana del seminuevo',
    subtitle: 'Enganche desde 10 % en agencias participantes',
    link: '/seminuevos?estado=nuevo-leon',
    colors: ['#004D40', '#00897B'],
    starts: 7,
    ends: 21,
  },
  {
    placement: 'home',
    state_code: '09',
    title: 'CDMX: autos listos para entrega',
    subtitle: 'Agenda tu prueba de manejo hoy',
    link: '/seminuevos?estado=ciudad-de-mexico',
    colors: ['#263238', '#546E7A'],
  },
  {
    placement: 'nuevos',
    state_code: '21',
    title: 'Puebla: estrena este mes',
    subtitle: 'Bonos de agencia en modelos 2027',
    link: '/nuevos?estado=puebla',
    colors: ['#1A237E', '#3949AB'],
  },
  {
    placement: 'seminuevos',
    state_code: '09',
    title: 'Seminuevos en la Ciudad de México',
    subtitle: 'Más de 500 autos revisados',
    link: '/seminuevos?estado=ciudad-de-mexico',
    colors: ['#311B92', '#5E35B1'],
  },
  {
    placement: 'catalog',
    brand: 'nissan',
    title: 'Nissan: conoce toda la gama',
    subtitle: 'Versana, Sentra, Kicks y más',
    link: '/nuevos?marca=nissan',
    colors: ['#37474F', '#C62828'],
  },
  {
    placement: 'catalog',
    brand: 'toyota',
    title: 'Toyota híbridos',
    subtitle: 'Eficiencia para la ciudad',
    link: '/nuevos?marca=toyota',
    colors: ['#212121', '#D32F2F'],
  },
  {
    placement: 'catalog',
    body: 'SUV',
    title: 'SUV para toda la familia',
    subtitle: 'Espacio, seguridad y tecnología',
    link: '/seminuevos?carroceria=suv',
    colors: ['#01579B', '#0288D1'],
  },
];

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);

/** A headline and a line of text on a diagonal gradient, at the image's recommended size. */
export function bannerSvg(
  kind: BannerImageKind,
  title: string,
  subtitle: string,
  colors: [string, string],
): string {
  const { width, height } = BANNER_IMAGE_SIZES[kind];
  const desktop = kind === 'desktop';
  // The phone's square fits a narrower column: the words wrap (DejaVu Sans Bold is ~0.6 em a letter).
  const titleSize = desktop ? 76 : 56;
  const textSize = desktop ? 36 : 30;
  const titles = desktop ? [title] : wrap(title, 18);
  const texts = desktop ? [subtitle] : wrap(subtitle, 36);
  const x = desktop ? 120 : 64;
  const lines = (rows: string[], top: number, size: number, style: string) =>
    rows
      .map(
        (line, index) =>
          `<text x="${x}" y="${top + index * (size + 10)}" font-family="${FONT}" font-size="${size}" ${style}>${escapeXml(line)}</text>`,
      )
      .join('');
  const top = desktop ? 210 : 300 - (titles.length - 1) * 30;
  const below = top + (titles.length - 1) * (titleSize + 10) + (desktop ? 80 : 64);
  const button = below + (texts.length - 1) * (textSize + 10) + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" fill-opacity="0.08"/>
${lines(titles, top, titleSize, 'font-weight="700" fill="#fff"')}
${lines(texts, below, textSize, 'fill="#fff" fill-opacity="0.9"')}
<rect x="${x}" y="${button}" width="220" height="64" rx="32" fill="#fff"/>
<text x="${x + 110}" y="${button + 42}" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="${colors[0]}">Ver autos</text>
</svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

async function drawn(images: CatalogImages, kind: BannerImageKind, banner: Omit<DemoBanner, 'placement'>) {
  const png = await sharp(Buffer.from(bannerSvg(kind, banner.title, banner.subtitle, banner.colors)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return storeImage(images.storage, `banners/${kind}`, await renderVariants(png, images.limits));
}

const day = (offset: number | undefined) =>
  offset === undefined ? null : sql`current_date + ${offset}::int`;

export async function seedBannersDemo(tx: Tx, images?: CatalogImages): Promise<void> {
  const existing = await queryRow(
    tx,
    sql`select 1 from banners where state_code is not null or placement = 'catalog' limit 1`,
  );
  if (existing) return;
  const paths = async (banner: Omit<DemoBanner, 'placement'>) =>
    images
      ? {
          desktop_path: await drawn(images, 'desktop', banner),
          mobile_path: await drawn(images, 'mobile', banner),
        }
      : {};

  for (const [placement, banner] of Object.entries(NATIONAL)) {
    await tx
      .update(banners)
      .set({ title: banner.title, link: banner.link, active: images !== undefined, ...(await paths(banner)) })
      .where(and(eq(banners.placement, placement), isNull(banners.state_code)));
  }
  let position = 0;
  for (const banner of DEMO) {
    position += 1;
    const target =
      banner.placement !== 'catalog'
        ? { state_code: banner.state_code! }
        : banner.brand
          ? {
              brand_id: (await tx.select().from(catalogBrands).where(eq(catalogBrands.slug, banner.brand)))[0]
                ?.id,
            }
          : {
              body_id: (await tx.select().from(catalogBodies).where(eq(catalogBodies.name, banner.body!)))[0]
                ?.id,
            };
    if (Object.values(target)[0] === undefined) continue;
    await tx.insert(banners).values({
      placement: banner.placement,
      ...target,
      title: banner.title,
      link: banner.link,
      position,
      starts_on: day(banner.starts),
      ends_on: day(banner.ends),
      active: true,
      ...(await paths(banner)),
    });
  }
}
