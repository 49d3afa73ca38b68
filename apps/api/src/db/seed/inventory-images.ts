/**
 * Photos for the demo inventory, drawn instead of downloaded: a side view of the model in its
 * colour in a showroom with the brand and model written above it (the cover), a rear view in the
 * street, the dashboard, the front seats and a wheel. Each drawing is an SVG that sharp renders
 * into the three WebP variants an upload gets, once per distinct picture.
 *
 * Every photo row owns its storage key (deleting a photo deletes its variants), so a picture
 * used by many vehicles is rendered once (~30 ms of CPU each at the demo's size) and then stored
 * under a new key per photo (storeCopies).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANTS, variantKey } from '../../lib/image-urls';
import { type ImageVariants, newImageKey, storeImage, VARIANT_SIZES } from '../../lib/images';
import { LocalStorage } from '../../lib/storage';
import type { CatalogImages } from './catalog-images';

/** Storage prefixes of the photo routes: a used vehicle's gallery, a stock photo set's. */
export const VEHICLE_PHOTO_PREFIX = 'inventory/vehicles';
export const PHOTO_SET_PREFIX = 'inventory/photo-sets';

/** Rendered size (3:2): the full and card variants keep it or shrink it, the thumbnail is 160 wide. */
const WIDTH = 768;
const HEIGHT = 512;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export type Drawing =
  | { kind: 'cover'; brand: string; model: string; body: string; color: string }
  | { kind: 'rear'; tall: boolean; color: string }
  | { kind: 'dashboard'; interior: string }
  | { kind: 'seats'; interior: string }
  | { kind: 'wheel' };

/** One key per distinct picture: equal drawings are rendered once. */
export function drawingKey(drawing: Drawing): string {
  return JSON.stringify(drawing);
}

// Colour helpers --------------------------------------------------------------------------------

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `amount` > 0 mixes towards white, < 0 towards black. */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mix = Math.abs(amount);
  return `#${channels(hex)
    .map((c) => Math.round(c + (target - c) * mix))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);

const svg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1200 800">${content}</svg>`;

// Side views ------------------------------------------------------------------------------------

/**
 * A side profile facing right on a 1200 × 800 grid, ground at y = 640: the rear and front ends,
 * the axles, the deck (trunk or bed) and hood heights, the belt line (bottom of the windows), the
 * roof and where the pillars meet it, and the number of side windows.
 */
interface Profile {
  rear: number;
  front: number;
  axles: [number, number];
  tail: number;
  deck: number;
  /** x where the rear glass or the cab's back meets the deck. */
  deckEnd: number;
  belt: number;
  roof: number;
  roofRear: number;
  roofFront: number;
  /** x where the windshield meets the hood. */
  cowl: number;
  hood: number;
  nose: number;
  windows: 2 | 3;
  open?: boolean;
  /** A pickup's bed: drawn as a separate box behind the cab. */
  bed?: boolean;
}

const PROFILES: Record<string, Profile> = {
  sedan: {
    rear: 140,
    front: 1060,
    axles: [330, 870],
    tail: 470,
    deck: 455,
    deckEnd: 330,
    belt: 460,
    roof: 320,
    roofRear: 450,
    roofFront: 660,
    cowl: 790,
    hood: 470,
    nose: 500,
    windows: 2,
  },
  hatchback: {
    rear: 200,
    front: 1020,
    axles: [340, 860],
    tail: 420,
    deck: 420,
    deckEnd: 235,
    belt: 455,
    roof: 315,
    roofRear: 290,
    roofFront: 640,
    cowl: 760,
    hood: 470,
    nose: 505,
    windows: 2,
  },
  suv: {
    rear: 150,
    front: 1060,
    axles: [340, 880],
    tail: 380,
    deck: 380,
    deckEnd: 175,
    belt: 420,
    roof: 270,
    roofRear: 200,
    roofFront: 700,
    cowl: 800,
    hood: 430,
    nose: 470,
    windows: 3,
  },
  crossover: {
    rear: 170,
    front: 1050,
    axles: [340, 870],
    tail: 400,
    deck: 400,
    deckEnd: 210,
    belt: 435,
    roof: 295,
    roofRear: 260,
    roofFront: 670,
    cowl: 790,
    hood: 450,
    nose: 490,
    windows: 2,
  },
  pickup: {
    rear: 110,
    front: 1090,
    axles: [310, 900],
    tail: 430,
    deck: 430,
    deckEnd: 520,
    belt: 425,
    roof: 275,
    roofRear: 545,
    roofFront: 720,
    cowl: 810,
    hood: 430,
    nose: 460,
    windows: 2,
    bed: true,
  },
  van: {
    rear: 130,
    front: 1070,
    axles: [320, 900],
    tail: 250,
    deck: 250,
    deckEnd: 140,
    belt: 405,
    roof: 230,
    roofRear: 150,
    roofFront: 850,
    cowl: 960,
    hood: 440,
    nose: 470,
    windows: 3,
  },
  minivan: {
    rear: 150,
    front: 1060,
    axles: [330, 880],
    tail: 340,
    deck: 340,
    deckEnd: 170,
    belt: 420,
    roof: 275,
    roofRear: 200,
    roofFront: 720,
    cowl: 850,
    hood: 450,
    nose: 490,
    windows: 3,
  },
  coupe: {
    rear: 160,
    front: 1050,
    axles: [340, 870],
    tail: 470,
    deck: 465,
    deckEnd: 360,
    belt: 470,
    roof: 345,
    roofRear: 520,
    roofFront: 660,
    cowl: 780,
    hood: 485,
    nose: 515,
    windows: 2,
  },
  roadster: {
    rear: 200,
    front: 1010,
    axles: [350, 840],
    tail: 475,
    deck: 470,
    deckEnd: 560,
    belt: 470,
    roof: 395,
    roofRear: 640,
    roofFront: 670,
    cowl: 720,
    hood: 490,
    nose: 515,
    windows: 2,
    open: true,
  },
};

/** Which side view a body type of the catalog gets. */
function profileOf(body: string): Profile {
  const key = body.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (key.includes('hatch')) return PROFILES.hatchback!;
  if (key.includes('crossover') || key.includes('wagon')) return PROFILES.crossover!;
  if (key.includes('suv')) return PROFILES.suv!;
  if (key.includes('pick') || key.includes('chasis')) return PROFILES.pickup!;
  if (key.includes('minivan')) return PROFILES.minivan!;
  if (key.includes('van')) return PROFILES.van!;
  if (key.includes('coupe')) return PROFILES.coupe!;
  if (key.includes('convertible') || key.includes('roadster')) return PROFILES.roadster!;
  return PROFILES.sedan!;
}

const SILL = 590;
const AXLE_Y = 566;
const TYRE = 72;

/** x on the line from (x1, y1) to (x2, y2) at height y. */
const xAt = (x1: number, y1: number, x2: number, y2: number, y: number) =>
  x1 + ((x2 - x1) * (y - y1)) / (y2 - y1 || 1);

const ARCH = TYRE + 14;
const REACH = Math.sqrt(ARCH ** 2 - (SILL - AXLE_Y) ** 2);

/** The dark wheel well above the sill, behind the tyre. */
const wheelWell = (x: number) =>
  `<path d="M ${x + REACH} ${SILL} A ${ARCH} ${ARCH} 0 1 0 ${x - REACH} ${SILL} Z" fill="#0F1113"/>`;

function bodyPath(p: Profile): string {
  const arch = ARCH;
  const reach = REACH;
  const [rearAxle, frontAxle] = p.axles;
  const top = p.open
    ? `L ${p.deckEnd} ${p.deck} L ${p.cowl} ${p.belt}`
    : p.bed
      ? `L ${p.deckEnd - 14} ${p.deck} L ${p.deckEnd} ${p.belt} L ${p.roofRear} ${p.roof + 10} Q ${p.roofRear} ${p.roof} ${p.roofRear + 24} ${p.roof} L ${p.roofFront - 30} ${p.roof} Q ${p.roofFront} ${p.roof} ${p.roofFront + 12} ${p.roof + 12} L ${p.cowl} ${p.hood}`
      : `L ${p.deckEnd} ${p.deck} L ${p.roofRear} ${p.roof + 18} Q ${p.roofRear + 8} ${p.roof} ${p.roofRear + 40} ${p.roof} L ${p.roofFront - 40} ${p.roof} Q ${p.roofFront} ${p.roof} ${p.roofFront + 14} ${p.roof + 14} L ${p.cowl} ${p.hood}`;
  return [
    `M ${p.rear} ${SILL} L ${p.rear} ${p.tail + 30} Q ${p.rear} ${p.tail} ${p.rear + 30} ${p.tail}`,
    top,
    `L ${p.front - 70} ${p.nose - 18} Q ${p.front} ${p.nose - 10} ${p.front} ${p.nose + 40} L ${p.front} ${SILL}`,
    `L ${frontAxle + reach} ${SILL} A ${arch} ${arch} 0 1 0 ${frontAxle - reach} ${SILL}`,
    `L ${rearAxle + reach} ${SILL} A ${arch} ${arch} 0 1 0 ${rearAxle - reach} ${SILL} Z`,
  ].join(' ');
}

function sideWindows(p: Profile): { glass: string; pillars: number[] } {
  if (p.open) {
    // A windshield frame leaning back from the cowl, and nothing above the doors.
    return {
      glass: `M ${p.cowl - 40} ${p.belt} L ${p.roofRear} ${p.roof} L ${p.roofRear + 28} ${p.roof} L ${p.cowl + 6} ${p.belt} Z`,
      pillars: [],
    };
  }
  const inset = 18;
  const rearBottom = p.bed
    ? p.deckEnd + inset
    : xAt(p.deckEnd, p.deck, p.roofRear, p.roof, p.belt) + inset + 8;
  const rearTop = p.roofRear + inset + 10;
  const frontTop = p.roofFront - inset;
  const frontBottom = xAt(p.roofFront + 14, p.roof + 14, p.cowl, p.hood, p.belt) - inset - 8;
  const top = p.roof + inset;
  const glass = `M ${rearBottom} ${p.belt - 6} L ${rearTop} ${top} L ${frontTop} ${top} L ${frontBottom} ${p.belt - 6} Z`;
  const span = frontBottom - rearBottom;
  const pillars =
    p.windows === 3 ? [rearBottom + span * 0.3, rearBottom + span * 0.62] : [rearBottom + span * 0.48];
  return { glass, pillars };
}

function wheel(x: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 360) / 5;
    return `<rect x="${x - 5}" y="${AXLE_Y - 44}" width="10" height="40" rx="4" fill="#8E979F" transform="rotate(${angle} ${x} ${AXLE_Y})"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${AXLE_Y}" r="${TYRE}" fill="#17191C"/><circle cx="${x}" cy="${AXLE_Y}" r="${TYRE - 6}" fill="none" stroke="#2C3035" stroke-width="3"/><circle cx="${x}" cy="${AXLE_Y}" r="48" fill="url(#rim)"/>${spokes}<circle cx="${x}" cy="${AXLE_Y}" r="12" fill="#5B636B"/>`;
}

function coverSvg(brand: string, model: string, body: string, color: string): string {
  const p = profileOf(body);
  const { glass, pillars } = sideWindows(p);
  const outline = shade(color, -0.45);
  const bed = p.bed
    ? `<path d="M ${p.rear + 30} ${p.deck + 4} L ${p.deckEnd - 20} ${p.deck + 4}" stroke="${shade(color, -0.3)}" stroke-width="6"/>`
    : '';
  const doorLines = pillars
    .map(
      (x) =>
        `<rect x="${x - 9}" y="${p.roof + 12}" width="18" height="${p.belt - p.roof - 12}" fill="${shade(color, -0.25)}"/><path d="M ${x} ${p.belt} L ${x - 6} ${SILL - 20}" stroke="${outline}" stroke-width="3" opacity="0.6"/><rect x="${x + 22}" y="${p.belt + 22}" width="42" height="9" rx="4" fill="${shade(color, -0.35)}"/>`,
    )
    .join('');
  const text = escapeXml(brand);
  const sub = escapeXml(model);
  return svg(`<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#DCE3EA"/><stop offset="1" stop-color="#F4F6F8"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C9D0D6"/><stop offset="1" stop-color="#9DA6AE"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.9"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6F8496"/><stop offset="0.5" stop-color="#2D3A46"/><stop offset="1" stop-color="#1B242C"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#E3E7EA"/><stop offset="1" stop-color="#6D767E"/></radialGradient>
<filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<rect width="1200" height="560" fill="url(#wall)"/><rect y="560" width="1200" height="240" fill="url(#floor)"/>
<ellipse cx="600" cy="330" rx="520" ry="260" fill="url(#spot)"/>
<rect x="0" y="556" width="1200" height="6" fill="#B7C0C8"/>
<ellipse cx="${(p.rear + p.front) / 2}" cy="642" rx="${(p.front - p.rear) / 2 + 20}" ry="26" fill="#000" opacity="0.35" filter="url(#blur)"/>
<path d="${bodyPath(p)}" fill="url(#paint)" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>
${bed}
<path d="${glass}" fill="url(#glass)" stroke="${shade(color, -0.5)}" stroke-width="3" stroke-linejoin="round"/>
${doorLines}
<path d="M ${p.rear + 30} ${p.belt + 40} L ${p.front - 60} ${p.belt + 48}" stroke="#FFFFFF" stroke-width="5" opacity="0.35"/>
<rect x="${p.rear}" y="${SILL - 30}" width="${p.front - p.rear}" height="30" fill="#000" opacity="0.18"/>
<path d="M ${p.front - 8} ${p.nose + 8} L ${p.front - 56} ${p.nose - 8} L ${p.front - 60} ${p.nose + 14} Z" fill="#FFF6D8" stroke="${outline}" stroke-width="2"/>
<rect x="${p.rear - 2}" y="${p.tail + 18}" width="16" height="34" rx="4" fill="#C62828"/>
${wheelWell(p.axles[0])}${wheelWell(p.axles[1])}${wheel(p.axles[0])}${wheel(p.axles[1])}
<rect x="56" y="64" width="10" height="104" fill="${color === '#F2F3F1' ? '#90A4AE' : color}"/>
<text x="86" y="114" font-family="${FONT}" font-weight="700" font-size="58" fill="#1F2A33">${text}</text>
<text x="88" y="164" font-family="${FONT}" font-size="42" fill="#455A64">${sub}</text>
<text x="1160" y="770" text-anchor="end" font-family="${FONT}" font-size="22" fill="#5F6B75">Foto ilustrativa</text>`);
}

// Other compositions ----------------------------------------------------------------------------

/** Whether a body type's rear view is the tall one (SUVs, vans, pickups) or the low one (cars). */
export function isTall(body: string): boolean {
  return ['suv', 'van', 'minivan', 'pickup', 'crossover'].some((kind) => profileOf(body) === PROFILES[kind]);
}

function rearSvg(tall: boolean, color: string): string {
  const roof = tall ? 250 : 320;
  const outline = shade(color, -0.45);
  return svg(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9CC3E6"/><stop offset="1" stop-color="#EAF2F8"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8A9095"/><stop offset="1" stop-color="#50565B"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(color, -0.3)}"/><stop offset="0.5" stop-color="${shade(color, 0.2)}"/><stop offset="1" stop-color="${shade(color, -0.3)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5D7183"/><stop offset="1" stop-color="#1E2831"/></linearGradient>
<filter id="blur"><feGaussianBlur stdDeviation="12"/></filter>
</defs>
<rect width="1200" height="470" fill="url(#sky)"/>
<path d="M0 470 L 160 430 L 300 455 L 480 410 L 700 450 L 900 420 L 1200 460 L 1200 480 L 0 480 Z" fill="#7C8F7A" opacity="0.8"/>
<rect y="470" width="1200" height="330" fill="url(#road)"/>
<path d="M600 480 L 590 800 M600 480 L 610 800" stroke="#E8D36A" stroke-width="6" opacity="0.7"/>
<ellipse cx="600" cy="690" rx="330" ry="30" fill="#000" opacity="0.45" filter="url(#blur)"/>
<rect x="300" y="590" width="90" height="100" rx="16" fill="#17191C"/><rect x="810" y="590" width="90" height="100" rx="16" fill="#17191C"/>
<path d="M ${tall ? 300 : 290} 650 L ${tall ? 290 : 280} 470 Q ${tall ? 300 : 290} ${roof + 20} ${tall ? 380 : 400} ${roof} L ${tall ? 820 : 800} ${roof} Q ${tall ? 900 : 910} ${roof + 20} ${tall ? 910 : 920} 470 L ${tall ? 900 : 910} 650 Z" fill="url(#paint)" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>
<path d="M ${tall ? 360 : 370} 440 L ${tall ? 395 : 420} ${roof + 28} L ${tall ? 805 : 780} ${roof + 28} L ${tall ? 840 : 830} 440 Z" fill="url(#glass)"/>
<rect x="300" y="470" width="140" height="44" rx="10" fill="#B71C1C" stroke="${outline}" stroke-width="3"/><rect x="760" y="470" width="140" height="44" rx="10" fill="#B71C1C" stroke="${outline}" stroke-width="3"/>
<rect x="520" y="520" width="160" height="58" rx="6" fill="#F5F5F0" stroke="#37474F" stroke-width="3"/>
<rect x="532" y="530" width="136" height="10" fill="#2E7D32" opacity="0.8"/>
<rect x="292" y="600" width="616" height="50" rx="12" fill="${shade(color, -0.5)}"/>`);
}

function dashboardSvg(interior: string): string {
  const trim = shade(interior, -0.2);
  return svg(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#A9C9E4"/><stop offset="1" stop-color="#E6EEF3"/></linearGradient>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3A3E44"/><stop offset="1" stop-color="#1C1E22"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1E3A5F"/><stop offset="1" stop-color="#0D1B2A"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="#202327"/>
<path d="M 90 60 L 1110 60 L 1180 380 L 20 380 Z" fill="url(#sky)"/>
<path d="M 20 380 L 220 470 L 430 440 L 600 470 L 900 430 L 1180 380 L 1200 380 L 1200 800 L 0 800 L 0 380 Z" fill="url(#dash)"/>
<path d="M 0 600 L 1200 600 L 1200 800 L 0 800 Z" fill="${interior}" opacity="0.9"/>
<rect x="0" y="580" width="1200" height="22" fill="${trim}"/>
<rect x="540" y="430" width="240" height="150" rx="16" fill="url(#screen)" stroke="#0A0C0E" stroke-width="6"/>
<rect x="565" y="455" width="90" height="40" rx="6" fill="#3D7BD9" opacity="0.8"/><rect x="665" y="455" width="90" height="40" rx="6" fill="#48A868" opacity="0.8"/>
<rect x="565" y="505" width="190" height="50" rx="6" fill="#2C4A6E"/>
<rect x="840" y="470" width="110" height="40" rx="10" fill="#2B2E33" stroke="#555B61" stroke-width="4"/>
<rect x="410" y="470" width="90" height="40" rx="10" fill="#2B2E33" stroke="#555B61" stroke-width="4"/>
<circle cx="270" cy="520" r="58" fill="#0E1013" stroke="#4A4F55" stroke-width="5"/><circle cx="390" cy="520" r="44" fill="#0E1013" stroke="#4A4F55" stroke-width="5"/>
<path d="M 270 520 L 308 490" stroke="#FF7043" stroke-width="5"/><path d="M 390 520 L 412 548" stroke="#FF7043" stroke-width="4"/>
<circle cx="320" cy="650" r="170" fill="none" stroke="#15171A" stroke-width="36"/>
<path d="M 160 650 L 480 650 M 320 650 L 320 800" stroke="#15171A" stroke-width="34"/>
<circle cx="320" cy="650" r="48" fill="#2A2D32" stroke="#111" stroke-width="4"/>`);
}

function seatsSvg(interior: string): string {
  const seat = (x: number) =>
    `<rect x="${x + 40}" y="170" width="160" height="70" rx="28" fill="${shade(interior, -0.08)}" stroke="${shade(interior, -0.35)}" stroke-width="4"/>` +
    `<rect x="${x}" y="250" width="240" height="330" rx="60" fill="${interior}" stroke="${shade(interior, -0.35)}" stroke-width="5"/>` +
    `<path d="M ${x + 60} 290 L ${x + 60} 540 M ${x + 180} 290 L ${x + 180} 540" stroke="${shade(interior, -0.2)}" stroke-width="6"/>` +
    `<rect x="${x - 20}" y="560" width="280" height="120" rx="40" fill="${shade(interior, 0.08)}" stroke="${shade(interior, -0.35)}" stroke-width="5"/>`;
  return svg(`<defs>
<linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8C959E"/><stop offset="1" stop-color="#2E3338"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#cabin)"/>
<path d="M 0 0 L 1200 0 L 1200 120 L 0 160 Z" fill="#D4DAE0"/>
<rect x="0" y="700" width="1200" height="100" fill="#25282C"/>
${seat(250)}${seat(710)}
<rect x="545" y="480" width="110" height="220" rx="20" fill="#2A2D31"/>
<rect x="575" y="520" width="50" height="80" rx="18" fill="#3B3F45"/>`);
}

function wheelSvg(): string {
  const spokes = 7;
  const arms = Array.from({ length: spokes }, (_, i) => {
    const angle = (i * 360) / spokes;
    return `<path d="M 588 270 L 612 270 L 622 180 L 578 180 Z" fill="#B9C1C8" stroke="#6F7880" stroke-width="3" transform="rotate(${angle} 600 400)"/>`;
  }).join('');
  return svg(`<defs>
<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5D666F"/><stop offset="1" stop-color="#2B3137"/></linearGradient>
<radialGradient id="disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#9AA1A7"/><stop offset="1" stop-color="#5A6167"/></radialGradient>
</defs>
<rect width="1200" height="800" fill="url(#panel)"/>
<rect y="690" width="1200" height="110" fill="#3E4246"/>
<circle cx="600" cy="400" r="330" fill="#15171A"/>
<circle cx="600" cy="400" r="300" fill="none" stroke="#24272B" stroke-width="8"/>
<circle cx="600" cy="400" r="235" fill="#2F3439"/>
<circle cx="600" cy="400" r="175" fill="url(#disc)"/>
<rect x="700" y="300" width="70" height="120" rx="14" fill="#C62828"/>
${arms}
<circle cx="600" cy="400" r="235" fill="none" stroke="#C9D0D6" stroke-width="14"/>
<circle cx="600" cy="400" r="60" fill="#A7AFB6" stroke="#6F7880" stroke-width="4"/>
<circle cx="600" cy="400" r="22" fill="#4B5259"/>`);
}

export function drawingSvg(drawing: Drawing): string {
  switch (drawing.kind) {
    case 'cover':
      return coverSvg(drawing.brand, drawing.model, drawing.body, drawing.color);
    case 'rear':
      return rearSvg(drawing.tall, drawing.color);
    case 'dashboard':
      return dashboardSvg(drawing.interior);
    case 'seats':
      return seatsSvg(drawing.interior);
    case 'wheel':
      return wheelSvg();
  }
}

// Rendering and storing -------------------------------------------------------------------------

/**
 * A drawing's three variants: the sizes and format an uploaded photo gets (VARIANT_SIZES, WebP),
 * from one rasterisation of the SVG. Encoded with the least WebP effort (0, where uploads get the
 * default 4): about 2.3 times as fast for files a third larger (64 drawings: 1.7 s against 3.9 s
 * of a loaded 2-core machine, measured), since encoding is most of the seed's time on first start
 * and flat drawings gain nothing from more.
 */
async function drawVariants(drawing: Drawing): Promise<ImageVariants> {
  const { data, info } = await sharp(Buffer.from(drawingSvg(drawing)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = await Promise.all(
    IMAGE_VARIANTS.map((variant) =>
      sharp(data, { raw })
        .resize({
          width: VARIANT_SIZES[variant],
          height: VARIANT_SIZES[variant],
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80, effort: 0 })
        .toBuffer(),
    ),
  );
  return Object.fromEntries(
    IMAGE_VARIANTS.map((variant, index) => [variant, encoded[index]]),
  ) as ImageVariants;
}

/** Renders each distinct drawing once, all at once (sharp works on its own threads). */
export async function renderDrawings(drawings: Iterable<Drawing>): Promise<Map<string, ImageVariants>> {
  const unique = new Map<string, Drawing>();
  for (const drawing of drawings) unique.set(drawingKey(drawing), drawing);
  const rendered = await Promise.all(
    [...unique].map(async ([key, drawing]) => [key, await drawVariants(drawing)] as const),
  );
  return new Map(rendered);
}

/** The key each picture was first stored under, shared by the calls of one seed. */
export type StoredPictures = Map<string, Promise<string>>;

/**
 * Writes each photo's variants under a new key of its own (`prefix/<uuid>`) and answers the keys
 * in order. The first photo of a picture is stored as an upload is (storeImage); on the local
 * disk every further one is a hard link to those files — one system call instead of writing the
 * bytes again: the demo's 8,000 files cost a few hundred milliseconds instead of seconds of disk
 * writes on first start. A link is as independent as a copy here: the upload storage never
 * changes a file in place (a write goes to a temporary file renamed over the name), and deleting
 * a photo unlinks its own names only. Other storages (S3) get each copy written.
 */
export async function storeCopies(
  images: CatalogImages,
  prefix: string,
  photos: readonly { picture: string; variants: ImageVariants }[],
  stored: StoredPictures = new Map(),
  concurrency = 16,
): Promise<string[]> {
  const { storage } = images;
  const local = storage instanceof LocalStorage ? storage : undefined;
  // A link needs its directory; a first store makes it, a prefix that only links does not.
  if (local) await fs.promises.mkdir(path.dirname(local.pathOf(newImageKey(prefix))!), { recursive: true });
  const store = async ({ picture, variants }: (typeof photos)[number]): Promise<string> => {
    const first = stored.get(picture);
    if (!first || !local) {
      const key = storeImage(storage, prefix, variants);
      if (!first) stored.set(picture, key);
      return key;
    }
    const source = await first;
    const key = newImageKey(prefix);
    await Promise.all(
      IMAGE_VARIANTS.map((variant) =>
        fs.promises.link(local.pathOf(variantKey(source, variant))!, local.pathOf(variantKey(key, variant))!),
      ),
    );
    return key;
  };
  const keys: string[] = new Array(photos.length);
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const index = next++;
      keys[index] = await store(photos[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, photos.length) }, worker));
  return keys;
}
