/**
 * The demo inventory's planning, pure: from a dealership and the catalog it decides the vehicles
 * (derived facts, prices, statuses, histories, the photos they would get) and what is published
 * within the dealership's limit. Deterministic: one seeded random source per dealership (its
 * name). inventory-seed.ts reads the database and writes what is planned here.
 */
import { vehicleSearchText } from '@vitrina/shared';
import { addDays, type Clock, DAY, daysBetween, iso, moment } from './inventory-calendar';
import {
  type ColorName,
  EXTERIOR_COLORS,
  equipmentFor,
  FACTORY_COLORS,
  hashString,
  INTERIOR_COLORS,
  makeVin,
  newDescription,
  POPULAR_MODELS,
  personName,
  Random,
  usedDescription,
  type VinKind,
} from './inventory-data';
import { type Drawing, isTall } from './inventory-images';

/** First-on-lot dates reach back this many days: past the 90-day aging threshold for some. */
const LOT_DAYS = 200;

// What the planning starts from ------------------------------------------------------------------

/** A dealership as the seed reads it (inventory-seed.ts). */
export interface Agency {
  id: number;
  name: string;
  is_premium: boolean;
  is_preowened: boolean;
  /** Published used vehicles allowed: the dealership's own limit, else its package's. */
  used_limit: number;
  permissions: string[];
  family: string | null;
  /** Who the histories name: a member of the dealership, or nobody. */
  user_id: number | null;
  has_used: boolean;
  has_new: boolean;
}

export interface CatalogEntry {
  catalog_year_id: number;
  year: number;
  list_price_cents: number;
  brand_id: number;
  brand: string;
  model_id: number;
  model: string;
  version_id: number;
  version: string;
  body_id: number | null;
  body: string;
  transmission: string;
  fuel: string;
}

// Vehicle facts ---------------------------------------------------------------------------------

const DOORS: Record<string, number> = {
  Sedán: 4,
  Hatchback: 5,
  SUV: 5,
  Crossover: 5,
  Pickup: 4,
  Van: 4,
  Minivan: 5,
  Coupé: 2,
  Convertible: 2,
  Roadster: 2,
  'Station wagon': 5,
  'Chasis cabina': 2,
};

function drivetrainOf(entry: CatalogEntry): string {
  if (/4x4|4wd/i.test(entry.version)) return '4x4';
  if (/awd|all4|4matic|quattro|xdrive|4motion|e-power/i.test(entry.version)) return 'awd';
  if (['Pickup', 'Chasis cabina', 'Coupé', 'Roadster'].includes(entry.body)) return 'rwd';
  if (['BMW', 'Mercedes-Benz'].includes(entry.brand)) return 'rwd';
  return 'fwd';
}

function passengersOf(entry: CatalogEntry): number {
  if (/3 filas|7 pas/i.test(entry.version)) return 7;
  if (entry.body === 'Van') return 12;
  if (entry.body === 'Minivan') return 7;
  if (entry.body === 'Coupé') return 4;
  if (entry.body === 'Roadster' || entry.body === 'Chasis cabina') return 2;
  return 5;
}

function engineOf(entry: CatalogEntry, random: Random): string {
  if (entry.fuel === 'electric') return 'Motor eléctrico';
  if (entry.fuel === 'hybrid') return random.pick(['1.8 L híbrido', '2.0 L híbrido', '2.5 L híbrido']);
  if (entry.fuel === 'plug_in_hybrid') return '1.5 L turbo híbrido enchufable';
  if (entry.fuel === 'diesel') return random.pick(['2.8 L turbodiésel', '2.4 L turbodiésel']);
  const pesos = entry.list_price_cents / 100;
  if (pesos < 330_000) return random.pick(['1.2 L 3 cil.', '1.6 L 4 cil.', '1.5 L 4 cil.']);
  if (pesos < 480_000) return random.pick(['1.6 L 4 cil.', '1.5 L 4 cil.', '1.4 L turbo 4 cil.']);
  if (pesos < 700_000) return random.pick(['2.0 L 4 cil.', '1.5 L turbo 4 cil.', '2.5 L 4 cil.']);
  if (entry.body === 'Pickup' && pesos > 800_000) return random.pick(['5.3 L V8', '5.7 L V8 HEMI']);
  if (pesos < 1_100_000) return random.pick(['2.0 L turbo 4 cil.', '2.5 L 4 cil.', '3.5 L V6']);
  return random.pick(['3.0 L turbo 6 cil.', '3.5 L V6', '4.0 L V8 biturbo']);
}

/** Prices end in 900 pesos, as lots price them (254,900). */
const lotPrice = (pesos: number) => Math.max(29_900, Math.round(pesos / 1000) * 1000 - 100);

/**
 * What a used car of this list price, age and mileage asks: about 16 % off in its first year,
 * then 10 % a year; more kilometres than the usual 15,000 a year cost up to 12 %, fewer earn
 * up to 6 %; then ±4 % for the lot's own judgement, and never above 95 % of the list price.
 */
export function usedPrice(listPesos: number, ageYears: number, mileageKm: number, random: Random): number {
  const age = Math.max(0, ageYears);
  const depreciation = age < 1 ? 1 - 0.16 * age : 0.84 * 0.9 ** (age - 1);
  const expected = Math.max(5_000, 15_000 * age);
  const mileage = Math.min(1.06, Math.max(0.88, 1 - 0.08 * ((mileageKm - expected) / expected)));
  // Never what the car costs new.
  return lotPrice(Math.min(0.95, depreciation * mileage * random.between(0.96, 1.04)) * listPesos);
}

/** Model years people buy used: two to eight years old mostly. */
function yearWeight(age: number): number {
  if (age <= 0) return 0.3;
  if (age === 1) return 1;
  if (age <= 5) return 1.4;
  if (age <= 8) return 1;
  return 0.5;
}

function stockPrefix(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}

/**
 * The colours a model comes in on the demo's lots: one, two for the best sellers. Each model and
 * colour is one drawn cover, so they stay few (rendering is most of the seed's time).
 */
function modelColors(key: string): ColorName[] {
  const random = new Random(`colors:${key}`);
  const first = random.weighted(EXTERIOR_COLORS, (c) => c.weight);
  if ((POPULAR_MODELS[key] ?? 0) < 6) return [first];
  return [
    first,
    random.weighted(
      EXTERIOR_COLORS.filter((c) => c !== first),
      (c) => c.weight,
    ),
  ];
}

/** The gallery of a vehicle or set: cover, rear, dashboard, seats, wheel (the first `count`). */
function gallery(entry: CatalogEntry, color: ColorName, interior: ColorName, count: number): Drawing[] {
  const all: Drawing[] = [
    { kind: 'cover', brand: entry.brand, model: entry.model, body: entry.body, color: color.hex },
    { kind: 'rear', tall: isTall(entry.body), color: color.hex },
    { kind: 'dashboard', interior: interior.hex },
    { kind: 'seats', interior: interior.hex },
    { kind: 'wheel' },
  ];
  return all.slice(0, count);
}

// Used vehicles ---------------------------------------------------------------------------------

type Status = 'Borrador' | 'Disponible' | 'Apartado' | 'Vendido';

/** `at`: the moment, in milliseconds since the epoch. */
interface HistoryEntry {
  from_status: Status | null;
  to_status: Status;
  details: Record<string, unknown>;
  at: number;
}

interface PriceEntry {
  old_price_cents: number | null;
  new_price_cents: number;
  old_offer_price_cents: number | null;
  new_offer_price_cents: number | null;
  at: number;
}

export interface UsedVehicleRow {
  agency_id: number;
  catalog_year_id: number;
  brand_id: number;
  model_id: number;
  version_id: number;
  year: number;
  search_text: string;
  body_id: number | null;
  vin: string;
  stock_number: string;
  mileage_km: number;
  exterior_color: string;
  interior_color: string;
  transmission: string;
  fuel: string;
  drivetrain: string;
  doors: number | null;
  passengers: number;
  engine: string;
  price_cents: number;
  offer_price_cents: number | null;
  description: string;
  equipment: string[];
  first_on_lot: string;
  status: Status;
  deposit_cents: number | null;
  reserved_on: string | null;
  reserved_for: string | null;
  sold_on: string | null;
  sale_price_cents: number | null;
  buyer_name: string | null;
  published_marketplace: boolean;
  published_mercadolibre: boolean;
  published_meta: boolean;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface PlannedUsed {
  row: UsedVehicleRow;
  history: HistoryEntry[];
  prices: PriceEntry[];
  photos: Drawing[];
}

function rollStatus(random: Random): Status {
  const roll = random.next();
  if (roll < 0.15) return 'Vendido';
  if (roll < 0.22) return 'Apartado';
  if (roll < 0.28) return 'Borrador';
  return 'Disponible';
}

/** The used vehicles of one dealership, with their histories and the photos they would get. */
export function planUsedVehicles(
  agency: Agency,
  count: number,
  entries: readonly CatalogEntry[],
  clock: Clock,
): PlannedUsed[] {
  const { today } = clock;
  const random = new Random(`inventory:${agency.name}`);
  const thisYear = Number(today.slice(0, 4));
  const yearFraction =
    thisYear + (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${thisYear}-01-01T00:00:00Z`)) / (365 * DAY);
  const byModel = new Map<string, CatalogEntry[]>();
  for (const entry of entries) {
    if (entry.year > thisYear) continue;
    const key = `${entry.brand}/${entry.model}`;
    const versions = byModel.get(key);
    if (versions) versions.push(entry);
    else byModel.set(key, [entry]);
  }
  // The market's common models when the catalog has them, else every model alike.
  let models = [...byModel.keys()].filter((key) => POPULAR_MODELS[key] !== undefined);
  if (models.length === 0) models = [...byModel.keys()];
  if (models.length === 0) return [];
  // A brand network's dealership ("Red Nissan") trades in more of its brand.
  const familyBrand = agency.family?.replace(/^Red\s+/i, '');
  const weightOf = (key: string) =>
    (POPULAR_MODELS[key] ?? 1) * (familyBrand && key.startsWith(`${familyBrand}/`) ? 3 : 1);

  const prefix = stockPrefix(agency.name);
  const vins = new Set<string>();
  const planned: PlannedUsed[] = [];
  for (let index = 0; index < count; index += 1) {
    const modelKey = random.weighted(models, weightOf);
    const versions = byModel.get(modelKey)!;
    const year = random.weighted([...new Set(versions.map((e) => e.year))], (y) => yearWeight(thisYear - y));
    const entry = random.pick(versions.filter((e) => e.year === year));
    const colors = modelColors(modelKey);
    const color = colors.length > 1 && random.chance(0.4) ? colors[1]! : colors[0]!;
    const interior = random.weighted(INTERIOR_COLORS, (c) => c.weight);

    // Sold new around the middle of the year before its model year.
    const age = Math.max(0.15, yearFraction - (entry.year - 0.5));
    const mileage = Math.max(300, Math.round(age * 15_000 * random.between(0.55, 1.5)));
    const listPesos = entry.list_price_cents / 100;
    const price = usedPrice(listPesos, age, mileage, random);
    const offer =
      price > 100_000 && random.chance(0.15)
        ? price - random.pick([5_000, 8_000, 10_000, 15_000, 20_000])
        : null;

    const status = rollStatus(random);
    let daysAgo = Math.floor(LOT_DAYS * random.next() ** 1.7);
    if (status === 'Borrador') daysAgo = random.int(0, 12);
    if (status === 'Vendido' && daysAgo < 8) daysAgo += random.int(8, 40);
    if (status === 'Apartado' && daysAgo < 3) daysAgo += 3;
    const firstOnLot = addDays(today, -daysAgo);
    const createdAt = moment(clock, random, addDays(firstOnLot, -random.int(0, 2)));
    const soldOn = status === 'Vendido' ? addDays(firstOnLot, random.int(5, Math.min(daysAgo, 120))) : null;
    /** Days it waited for a buyer: until today, or until its sale. */
    const waited = soldOn ? daysBetween(firstOnLot, soldOn) : daysAgo;

    const kind: VinKind = random.chance(0.9) ? 'valid' : random.chance(0.6) ? 'mexican' : 'built-earlier';
    let vin = makeVin(random, entry.brand, entry.year, kind);
    while (vins.has(vin)) vin = makeVin(random, entry.brand, entry.year, kind);
    vins.add(vin);
    const stockNumber = `${prefix}-${1001 + index}`;

    const history: HistoryEntry[] = [
      { from_status: null, to_status: 'Borrador', details: {}, at: createdAt },
    ];
    if (status !== 'Borrador') {
      history.push({
        from_status: 'Borrador',
        to_status: 'Disponible',
        details: {},
        at: moment(clock, random, firstOnLot),
      });
    }
    let held: Partial<UsedVehicleRow> = {};
    if (status === 'Apartado') {
      const reservedOn = addDays(today, -random.int(0, Math.min(10, daysAgo - 1)));
      const deposit = random.pick([5_000, 10_000, 15_000, 20_000]);
      const reservedFor = personName(random);
      held = { deposit_cents: deposit * 100, reserved_on: reservedOn, reserved_for: reservedFor };
      history.push({
        from_status: 'Disponible',
        to_status: 'Apartado',
        details: { deposit, reserved_on: reservedOn, reserved_for: reservedFor },
        at: moment(clock, random, reservedOn),
      });
    }
    if (soldOn) {
      const salePrice = Math.round((price * random.between(0.95, 1)) / 1000) * 1000;
      const buyer = personName(random);
      // A third of the sales were held with a deposit first.
      if (random.chance(0.33)) {
        const reservedOn = addDays(soldOn, -random.int(0, Math.min(4, waited)));
        history.push({
          from_status: 'Disponible',
          to_status: 'Apartado',
          details: { deposit: random.pick([5_000, 10_000]), reserved_on: reservedOn, reserved_for: buyer },
          at: moment(clock, random, reservedOn),
        });
      }
      held = { sold_on: soldOn, sale_price_cents: salePrice * 100, buyer_name: buyer };
      history.push({
        from_status: history[history.length - 1]!.to_status,
        to_status: 'Vendido',
        details: { sold_on: soldOn, sale_price: salePrice, buyer_name: buyer, lead_id: null },
        at: moment(clock, random, soldOn),
      });
    }
    // The same day's steps keep their order.
    for (let i = 1; i < history.length; i += 1) {
      history[i]!.at = Math.max(history[i]!.at, history[i - 1]!.at + 5 * 60_000);
    }

    // The price history starts when the vehicle is created with its price (as a save records it);
    // a car that waits drops it once or twice, and `price` is where it ended. An offer price,
    // when there is one, comes with the last step.
    const steps =
      status !== 'Borrador' && waited > 30 && random.chance(0.35 + waited / 600)
        ? Array.from({ length: waited > 100 && random.chance(0.4) ? 2 : 1 }, () =>
            random.pick([5_000, 8_000, 10_000, 15_000]),
          )
        : [];
    let current = price + steps.reduce((sum, step) => sum + step, 0);
    const prices: PriceEntry[] = [
      {
        old_price_cents: null,
        new_price_cents: current * 100,
        old_offer_price_cents: null,
        new_offer_price_cents: steps.length === 0 && offer !== null ? offer * 100 : null,
        at: createdAt,
      },
    ];
    steps.forEach((step, drop) => {
      const day = addDays(firstOnLot, Math.round(((drop + 1) * waited) / (steps.length + 1)));
      prices.push({
        old_price_cents: current * 100,
        new_price_cents: (current - step) * 100,
        old_offer_price_cents: null,
        new_offer_price_cents: drop === steps.length - 1 && offer !== null ? offer * 100 : null,
        at: Math.max(moment(clock, random, day), createdAt + 60_000),
      });
      current -= step;
    });
    const updatedAt = Math.max(...history.map((h) => h.at), ...prices.map((c) => c.at));

    const photoCount = status === 'Borrador' ? random.int(0, 2) : random.int(3, 5);
    planned.push({
      row: {
        agency_id: agency.id,
        catalog_year_id: entry.catalog_year_id,
        brand_id: entry.brand_id,
        model_id: entry.model_id,
        version_id: entry.version_id,
        year: entry.year,
        search_text: vehicleSearchText([
          entry.brand,
          entry.model,
          entry.version,
          entry.year,
          vin,
          stockNumber,
        ]),
        body_id: entry.body_id,
        vin,
        stock_number: stockNumber,
        mileage_km: mileage,
        exterior_color: color.name,
        interior_color: interior.name,
        transmission: entry.transmission,
        fuel: entry.fuel,
        drivetrain: drivetrainOf(entry),
        doors: DOORS[entry.body] ?? null,
        passengers: passengersOf(entry),
        engine: engineOf(entry, random),
        price_cents: price * 100,
        offer_price_cents: offer === null ? null : offer * 100,
        description: usedDescription(random, { ...entry, mileage_km: mileage }),
        equipment: equipmentFor(random, listPesos, entry.body),
        first_on_lot: firstOnLot,
        status,
        deposit_cents: null,
        reserved_on: null,
        reserved_for: null,
        sold_on: null,
        sale_price_cents: null,
        buyer_name: null,
        ...held,
        published_marketplace: false,
        published_mercadolibre: false,
        published_meta: false,
        created_by: agency.user_id,
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      },
      history,
      prices,
      photos: gallery(entry, color, interior, photoCount),
    });
  }
  publish(agency, planned, random);
  return planned;
}

/**
 * Most vehicles on sale are on the marketplace, never more than the dealership's limit (a lot
 * that reaches it shows the limit's refusal when one more is published); Mercado Libre and the
 * Meta catalog only where the package has them.
 */
function publish(agency: Agency, planned: PlannedUsed[], random: Random): void {
  let left = agency.used_limit;
  const mercadoLibre = agency.permissions.includes('view mercado libre');
  const meta = agency.permissions.includes('view meta catalogs');
  for (const { row } of planned) {
    if (row.status !== 'Disponible' && row.status !== 'Apartado') continue;
    if (left <= 0 || !random.chance(0.85)) continue;
    left -= 1;
    row.published_marketplace = true;
    row.published_mercadolibre = mercadoLibre && random.chance(0.5);
    row.published_meta = meta && random.chance(0.6);
  }
}

// New vehicles ----------------------------------------------------------------------------------

export interface PlannedNew {
  row: {
    agency_id: number;
    catalog_year_id: number;
    brand_id: number;
    model_id: number;
    version_id: number;
    year: number;
    search_text: string;
    price_cents: number;
    promotional_price_cents: number | null;
    colors: string[];
    stock_units: number;
    status: 'Borrador' | 'Disponible' | 'Agotado';
    published: boolean;
    description: string;
    created_at: string;
    updated_at: string;
  };
  entry: CatalogEntry;
}

/** `count` different catalog years of this and last model year, the dealership's brand first. */
export function planNewVehicles(
  agency: Agency,
  count: number,
  entries: readonly CatalogEntry[],
  clock: Clock,
): PlannedNew[] {
  const { today } = clock;
  const random = new Random(`new-inventory:${agency.name}`);
  const latest = Math.max(...entries.map((e) => e.year));
  const familyBrand = agency.family?.replace(/^Red\s+/i, '');
  const recent = entries.filter((e) => e.year >= latest - 1);
  let pool = recent.filter((e) => POPULAR_MODELS[`${e.brand}/${e.model}`] !== undefined);
  if (pool.length < count) pool = recent;
  const weightOf = (e: CatalogEntry) =>
    (e.brand === familyBrand ? 6 : 1) *
    (e.year === latest ? 2 : 1) *
    (POPULAR_MODELS[`${e.brand}/${e.model}`] ?? 1);
  const chosen: CatalogEntry[] = [];
  const left = [...pool];
  while (chosen.length < count && left.length > 0) {
    const entry = random.weighted(left, weightOf);
    chosen.push(entry);
    left.splice(left.indexOf(entry), 1);
  }
  return chosen.map((entry) => {
    const listPesos = entry.list_price_cents / 100;
    const stock = random.chance(0.08) ? 0 : random.int(1, 12);
    const status = stock === 0 ? 'Agotado' : random.chance(0.07) ? 'Borrador' : 'Disponible';
    const promotional = random.chance(0.3) ? lotPrice(listPesos * random.between(0.93, 0.98)) : null;
    const createdAt = moment(clock, random, addDays(today, -random.int(5, 150)));
    const updatedAt = Math.max(createdAt, moment(clock, random, addDays(today, -random.int(0, 4))));
    return {
      entry,
      row: {
        agency_id: agency.id,
        catalog_year_id: entry.catalog_year_id,
        brand_id: entry.brand_id,
        model_id: entry.model_id,
        version_id: entry.version_id,
        year: entry.year,
        search_text: vehicleSearchText([entry.brand, entry.model, entry.version, entry.year]),
        price_cents: entry.list_price_cents,
        promotional_price_cents: promotional !== null && promotional < listPesos ? promotional * 100 : null,
        colors: random.sample(FACTORY_COLORS, random.int(3, 6)),
        stock_units: stock,
        status,
        published: status === 'Disponible' && random.chance(0.9),
        description: newDescription(random, entry),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      },
    };
  });
}

/** A stock photo set's pictures: its model in its usual colour, three to five of them. */
export function setGallery(entry: CatalogEntry): Drawing[] {
  const [color] = modelColors(`${entry.brand}/${entry.model}`) as [ColorName];
  return gallery(entry, color, INTERIOR_COLORS[0]!, 3 + (hashString(entry.version) % 3));
}
