/**
 * What the demo inventory is made of: a seeded random source (the same vehicles on every run),
 * the market's most common used models, colours, equipment and descriptions in Spanish, buyers'
 * names and VINs in the North American format (49 CFR 565) that Mexico uses.
 */
import { vinCheckDigit } from '@vitrina/shared';

// Random ----------------------------------------------------------------------------------------

/** A stable 32-bit number from a string (FNV-1a), to seed one generator per dealership. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for demo data; never Math.random, so runs agree. */
export class Random {
  private state: number;
  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  }
  /** 0 ≤ n < 1 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: ArrayLike<T>): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let left = this.next() * total;
    for (const item of items) {
      left -= weight(item);
      if (left < 0) return item;
    }
    return items[items.length - 1]!;
  }
  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  }
}

// Models ----------------------------------------------------------------------------------------

/**
 * The used models Mexican lots carry most (AMDA's seminuevos reports: Versa, Aveo, Jetta, March…),
 * `Brand/Model` as in catalog-data.ts, with their relative weight. The demo keeps to these 35 so
 * that its drawn cover photos stay a few dozen (one per model and colour) and its first start
 * quick, and so that its stock looks like a lot's.
 */
export const POPULAR_MODELS: Record<string, number> = {
  'Nissan/Versa': 10,
  'Nissan/March': 8,
  'Nissan/Sentra': 7,
  'Nissan/Kicks': 6,
  'Nissan/X-Trail': 4,
  'Nissan/NP300 Frontier': 5,
  'Chevrolet/Aveo': 9,
  'Chevrolet/Tracker': 3,
  'Chevrolet/Equinox': 3,
  'Chevrolet/Cheyenne': 3,
  'Volkswagen/Jetta': 8,
  'Volkswagen/Virtus': 4,
  'Volkswagen/Polo': 5,
  'Volkswagen/Tiguan': 4,
  'Volkswagen/Taos': 3,
  'Toyota/Corolla': 6,
  'Toyota/Yaris': 5,
  'Toyota/RAV4': 4,
  'Toyota/Hilux': 4,
  'Honda/Civic': 5,
  'Honda/City': 4,
  'Honda/CR-V': 5,
  'Honda/HR-V': 4,
  'Mazda/Mazda3 Sedán': 5,
  'Mazda/CX-5': 4,
  'Mazda/CX-30': 3,
  'Kia/Soluto': 4,
  'Kia/Seltos': 4,
  'Kia/Sportage': 4,
  'Hyundai/Tucson': 3,
  'Ford/Ranger': 2,
  'MG/ZS': 3,
  'Suzuki/Swift': 3,
  'BMW/Serie 3': 2,
  'Mercedes-Benz/Clase C': 2,
};

// Colours ---------------------------------------------------------------------------------------

export interface ColorName {
  name: string;
  hex: string;
  /** How often lots see it: white, silver, grey and black lead in Mexico as everywhere. */
  weight: number;
}

export const EXTERIOR_COLORS: readonly ColorName[] = [
  { name: 'Blanco', hex: '#F2F3F1', weight: 24 },
  { name: 'Gris Plata', hex: '#B4BBC2', weight: 18 },
  { name: 'Negro', hex: '#1E2024', weight: 14 },
  { name: 'Gris Oxford', hex: '#4A5158', weight: 14 },
  { name: 'Rojo', hex: '#B3202A', weight: 9 },
  { name: 'Azul', hex: '#2A62B8', weight: 6 },
  { name: 'Azul Marino', hex: '#1F2F57', weight: 5 },
  { name: 'Arena', hex: '#C6AF88', weight: 3 },
  { name: 'Vino', hex: '#5E1A26', weight: 3 },
  { name: 'Verde Olivo', hex: '#56613A', weight: 2 },
  { name: 'Naranja', hex: '#D4671F', weight: 2 },
];

export const INTERIOR_COLORS: readonly ColorName[] = [
  { name: 'Negro', hex: '#2A2C30', weight: 6 },
  { name: 'Gris', hex: '#70757B', weight: 3 },
  { name: 'Beige', hex: '#CDB999', weight: 2 },
];

/** New cars are offered in named factory colours. */
export const FACTORY_COLORS = [
  'Blanco Perla',
  'Blanco Glaciar',
  'Negro Obsidiana',
  'Gris Oxford',
  'Plata Metálico',
  'Gris Acero',
  'Rojo Escarlata',
  'Rojo Burdeos',
  'Azul Cobalto',
  'Azul Medianoche',
  'Arena',
  'Verde Bosque',
  'Naranja Atardecer',
];

// Equipment and descriptions --------------------------------------------------------------------

const EQUIPMENT_BASE = [
  'Aire acondicionado',
  'Dirección asistida',
  'Bolsas de aire frontales',
  'Frenos ABS',
  'Vidrios eléctricos',
  'Seguros eléctricos',
  'Radio AM/FM con Bluetooth',
  'Entrada USB',
  'Espejos eléctricos',
];
const EQUIPMENT_MID = [
  'Pantalla táctil de 8"',
  'Apple CarPlay y Android Auto',
  'Cámara de reversa',
  'Control de crucero',
  'Rines de aluminio',
  'Sensores de estacionamiento traseros',
  'Control de estabilidad',
  'Bolsas de aire laterales',
  'Faros de niebla',
  'Volante con controles de audio',
  'Computadora de viaje',
];
const EQUIPMENT_HIGH = [
  'Asientos de piel',
  'Quemacocos',
  'Clima automático de dos zonas',
  'Arranque por botón',
  'Llave inteligente',
  'Asiento del conductor eléctrico',
  'Cargador inalámbrico',
  'Monitor de punto ciego',
  'Frenado autónomo de emergencia',
  'Control de crucero adaptativo',
  'Faros LED',
  'Cámara 360°',
  'Sistema de sonido premium',
  'Alerta de cambio de carril',
];
const EQUIPMENT_PICKUP = ['Protector de caja', 'Estribos laterales', 'Gancho de remolque', 'Tapa de caja'];

/** An equipment list that grows with the version's price: base, then mid, then high trims. */
export function equipmentFor(random: Random, listPricePesos: number, body: string): string[] {
  const items = [...EQUIPMENT_BASE];
  const mid = listPricePesos > 330_000 ? random.int(5, EQUIPMENT_MID.length) : random.int(1, 4);
  items.push(...random.sample(EQUIPMENT_MID, mid));
  if (listPricePesos > 480_000) {
    items.push(
      ...random.sample(
        EQUIPMENT_HIGH,
        Math.min(EQUIPMENT_HIGH.length, 3 + Math.floor(listPricePesos / 150_000)),
      ),
    );
  }
  if (body === 'Pickup' || body === 'Chasis cabina')
    items.push(...random.sample(EQUIPMENT_PICKUP, random.int(1, 3)));
  return items;
}

const OPENINGS = [
  'Excelente estado, listo para estrenar.',
  'Unidad impecable, muy bien cuidada.',
  'Seminuevo certificado por la agencia.',
  'Auto de un solo dueño, siempre en cochera.',
  'Unidad revisada en 150 puntos.',
];
const HISTORY = [
  'Servicios de agencia al corriente.',
  'Factura original y tenencias pagadas.',
  'Sin choques, con historial de mantenimiento.',
  'Llantas nuevas y frenos recién revisados.',
  'Verificación al día.',
];
const CLOSINGS = [
  'Aceptamos tu auto a cuenta.',
  'Financiamiento disponible con enganche desde 20 %.',
  'Garantía de 3 meses en motor y transmisión.',
  'Agenda tu prueba de manejo.',
  'Precio a tratar de contado.',
];

const km = (value: number) => value.toLocaleString('es-MX');

export function usedDescription(
  random: Random,
  vehicle: { brand: string; model: string; version: string; year: number; mileage_km: number },
): string {
  return [
    `${vehicle.brand} ${vehicle.model} ${vehicle.version} ${vehicle.year}, ${km(vehicle.mileage_km)} km.`,
    random.pick(OPENINGS),
    ...random.sample(HISTORY, 2),
    random.pick(CLOSINGS),
  ].join(' ');
}

export function newDescription(
  random: Random,
  vehicle: { brand: string; model: string; version: string; year: number },
): string {
  return [
    `${vehicle.brand} ${vehicle.model} ${vehicle.version} modelo ${vehicle.year}, nuevo de agencia.`,
    random.pick([
      'Entrega inmediata según disponibilidad.',
      'Aparta el tuyo con tu asesor.',
      'Garantía de fábrica de 3 años o 60,000 km.',
    ]),
    random.pick([
      'Planes de financiamiento a 60 meses.',
      'Seguro del primer año incluido.',
      'Primer servicio sin costo.',
    ]),
  ].join(' ');
}

// People ----------------------------------------------------------------------------------------

export const FIRST_NAMES = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Luis',
  'Fernanda',
  'Miguel',
  'Daniela',
  'Ricardo',
  'Valeria',
  'Eduardo',
  'Andrea',
  'Francisco',
  'Paola',
  'Arturo',
  'Gabriela',
  'Roberto',
  'Ximena',
  'Héctor',
  'Mónica',
];
export const LAST_NAMES = [
  'García',
  'Hernández',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Castillo',
  'Ortiz',
];

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

// VINs ------------------------------------------------------------------------------------------

/**
 * World manufacturer identifiers by brand, the Mexican plants' first (3N1 Nissan Aguascalientes,
 * 3VW Volkswagen Puebla, 3G1 GM Ramos Arizpe…), then imports. Unknown brands take a generic one.
 */
const WMI: Record<string, readonly string[]> = {
  Nissan: ['3N1', '3N8', '3N6', 'JN1', '1N4'],
  Chevrolet: ['3G1', '3GN', '3GC', '1G1', 'KL1'],
  Volkswagen: ['3VW', '3VV', 'WVW', '9BW'],
  Toyota: ['3TM', 'JTD', '2T1', 'MR0', 'JTM'],
  Honda: ['3HG', '3CZ', '2HG', '5J6', 'JHM'],
  Mazda: ['3MZ', '3MV', 'JM1', 'JM3'],
  Kia: ['3KP', 'KNA', 'KND'],
  Hyundai: ['KMH', 'MAL', 'KM8'],
  Ford: ['3FA', '3FM', '1FT', 'MPB'],
  MG: ['LSJ'],
  Suzuki: ['JS2', 'MA3', 'TSM'],
  Renault: ['93Y', 'VF1'],
  Jeep: ['1C4', '3C4'],
  BMW: ['WBA', '3MW', 'WBX'],
  'Mercedes-Benz': ['W1K', 'WDD', 'W1N'],
  Audi: ['WAU', 'WA1'],
};
const GENERIC_WMI = ['LVV', 'LGX', 'LJ1', 'VSS', 'VF3', 'ML3', 'KNM'];
/** VIN characters: digits and capitals without I, O and Q. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Position 10's character for a model year (30-year cycle: 2010 = A … 2026 = T). */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

export type VinKind = 'valid' | 'mexican' | 'built-earlier';

/**
 * A VIN for a vehicle of `brand` and `year`: WMI, five descriptor characters, the check digit,
 * the year code, the plant and a six-digit serial. `valid` computes the check digit; `mexican`
 * keeps a digit that does not check, as many Mexican-market VINs do; `built-earlier` carries the
 * previous year's code (a car built before its model year), so the screen warns about the year.
 */
export function makeVin(random: Random, brand: string, year: number, kind: VinKind = 'valid'): string {
  const chars = (count: number) => Array.from({ length: count }, () => random.pick(VIN_CHARS)).join('');
  const wmi = random.pick(WMI[brand] ?? GENERIC_WMI);
  const yearCode = vinYearCode(kind === 'built-earlier' ? year - 1 : year);
  const serial = String(random.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${chars(5)}0${yearCode}${chars(1)}${serial}`;
  const digit = vinCheckDigit(draft);
  const check =
    kind === 'mexican' ? String((Number(digit === 'X' ? 10 : digit) + random.int(1, 9)) % 10) : digit;
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}
