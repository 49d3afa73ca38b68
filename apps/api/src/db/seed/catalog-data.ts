/**
 * The demo vehicle catalog: the Mexican new-car market as sold today (brands reported by
 * AMDA/INEGI), each brand's current models with their body type, and the versions (trims as
 * Mexican dealers name them) with a 2026 list price in pesos. The year rows are generated:
 * every version gets one row per model year from its first year (the model's, unless the
 * version came later) to 2026, the price scaled back 4–6 % a year. Years before 2015 are not
 * listed. Prices are plausible list prices, not quotes.
 */
import type { Fuel, Transmission } from '@vitrina/shared';

export const CATALOG_FIRST_YEAR = 2015;
export const CATALOG_LAST_YEAR = 2026;

export const CATALOG_BODIES = [
  'Sedán',
  'Hatchback',
  'SUV',
  'Crossover',
  'Pickup',
  'Van',
  'Minivan',
  'Coupé',
  'Convertible',
  'Roadster',
  'Station wagon',
  'Chasis cabina',
] as const;
export type CatalogBodyName = (typeof CATALOG_BODIES)[number];

/** `[name, transmission, fuel, 2026 list price in pesos, first year when later than the model's]` */
export type VersionData = readonly [
  name: string,
  transmission: Transmission,
  fuel: Fuel,
  price2026: number,
  from?: number,
];

export interface ModelData {
  name: string;
  body: CatalogBodyName;
  /** First model year sold in Mexico (2015 when it was already on sale). */
  from: number;
  versions: readonly VersionData[];
}

export interface BrandData {
  name: string;
  models: readonly ModelData[];
}

const MT = 'manual';
const AT = 'automatic';
const CVT = 'cvt';
const DCT = 'dual_clutch';
const GAS = 'gasoline';
const DSL = 'diesel';
const HEV = 'hybrid';
const PHEV = 'plug_in_hybrid';
const EV = 'electric';

export const CATALOG_BRANDS: readonly BrandData[] = [
  {
    name: 'Nissan',
    models: [
      {
        name: 'Versa',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Sense MT', MT, GAS, 335_900],
          ['Sense CVT', CVT, GAS, 359_900],
          ['Advance MT', MT, GAS, 369_900],
          ['Advance CVT', CVT, GAS, 391_900],
          ['Exclusive CVT', CVT, GAS, 431_900],
        ],
      },
      {
        name: 'March',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Sense MT', MT, GAS, 289_900],
          ['Advance MT', MT, GAS, 312_900],
          ['Advance CVT', CVT, GAS, 336_900],
          ['Exclusive CVT', CVT, GAS, 359_900],
        ],
      },
      {
        name: 'Sentra',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Sense CVT', CVT, GAS, 459_900],
          ['Advance CVT', CVT, GAS, 499_900],
          ['SR CVT', CVT, GAS, 559_900, 2017],
          ['Exclusive CVT', CVT, GAS, 579_900],
        ],
      },
      {
        name: 'Kicks',
        body: 'Crossover',
        from: 2017,
        versions: [
          ['Sense CVT', CVT, GAS, 429_900],
          ['Advance CVT', CVT, GAS, 466_900],
          ['Exclusive CVT', CVT, GAS, 519_900],
          ['Platinum CVT', CVT, GAS, 549_900, 2025],
        ],
      },
      {
        name: 'X-Trail',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Sense 2 filas CVT', CVT, GAS, 629_900],
          ['Advance 3 filas CVT', CVT, GAS, 689_900],
          ['Exclusive CVT', CVT, GAS, 769_900],
          ['e-Power Platinum', AT, HEV, 879_900, 2024],
        ],
      },
      {
        name: 'Pathfinder',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Advance', AT, GAS, 939_900],
          ['Exclusive', AT, GAS, 1_019_900],
          ['Platinum 4WD', AT, GAS, 1_099_900],
        ],
      },
      {
        name: 'NP300 Frontier',
        body: 'Pickup',
        from: 2016,
        versions: [
          ['S Doble Cabina TM', MT, GAS, 479_900],
          ['XE Doble Cabina TM Diésel', MT, DSL, 559_900],
          ['LE Doble Cabina TA Diésel', AT, DSL, 649_900],
          ['PRO-4X TA Diésel', AT, DSL, 729_900, 2021],
        ],
      },
      {
        name: 'NP300',
        body: 'Chasis cabina',
        from: 2015,
        versions: [
          ['Chasis Cabina TM', MT, GAS, 399_900],
          ['Chasis Cabina TM A/A', MT, GAS, 418_900],
        ],
      },
      {
        name: 'Urvan',
        body: 'Van',
        from: 2015,
        versions: [
          ['Panel Ventanas TM', MT, GAS, 699_900],
          ['15 Pasajeros TM', MT, GAS, 799_900],
          ['15 Pasajeros Amplia TM Diésel', MT, DSL, 869_900],
        ],
      },
      {
        name: 'Z',
        body: 'Coupé',
        from: 2023,
        versions: [
          ['Performance TM', MT, GAS, 1_149_900],
          ['Performance TA', AT, GAS, 1_189_900],
        ],
      },
    ],
  },
  {
    name: 'Chevrolet',
    models: [
      {
        name: 'Aveo',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['LS TM', MT, GAS, 289_900],
          ['LT TM', MT, GAS, 314_900],
          ['LT TA', AT, GAS, 339_900],
          ['Premier TA', AT, GAS, 362_900, 2018],
        ],
      },
      {
        name: 'Aveo Hatchback',
        body: 'Hatchback',
        from: 2024,
        versions: [
          ['LS TM', MT, GAS, 279_900],
          ['LT TA', AT, GAS, 329_900],
        ],
      },
      {
        name: 'Onix',
        body: 'Sedán',
        from: 2021,
        versions: [
          ['LS TM', MT, GAS, 329_900],
          ['LT TM', MT, GAS, 349_900],
          ['Premier TA', AT, GAS, 399_900],
          ['RS TA', AT, GAS, 409_900, 2023],
        ],
      },
      {
        name: 'Tracker',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['LS TM', MT, GAS, 409_900],
          ['LT TA', AT, GAS, 459_900],
          ['Premier TA', AT, GAS, 509_900],
          ['RS TA', AT, GAS, 519_900, 2024],
        ],
      },
      {
        name: 'Groove',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['LS TM', MT, GAS, 329_900],
          ['LT CVT', CVT, GAS, 369_900],
          ['Premier CVT', CVT, GAS, 399_900],
        ],
      },
      {
        name: 'Captiva',
        body: 'SUV',
        from: 2019,
        versions: [
          ['LS CVT', CVT, GAS, 469_900],
          ['LT CVT', CVT, GAS, 529_900],
          ['Premier CVT', CVT, GAS, 569_900],
        ],
      },
      {
        name: 'Equinox',
        body: 'SUV',
        from: 2015,
        versions: [
          ['LT', AT, GAS, 629_900],
          ['RS', AT, GAS, 699_900, 2022],
          ['Premier', AT, GAS, 709_900],
        ],
      },
      {
        name: 'Equinox EV',
        body: 'SUV',
        from: 2024,
        versions: [
          ['2LT', AT, EV, 899_900],
          ['RS', AT, EV, 999_900],
        ],
      },
      {
        name: 'Blazer',
        body: 'SUV',
        from: 2019,
        versions: [
          ['LT', AT, GAS, 899_900],
          ['RS', AT, GAS, 1_049_900],
          ['Premier', AT, GAS, 1_069_900],
        ],
      },
      {
        name: 'Traverse',
        body: 'SUV',
        from: 2018,
        versions: [
          ['LT', AT, GAS, 1_049_900],
          ['Z71', AT, GAS, 1_179_900, 2024],
          ['High Country', AT, GAS, 1_299_900],
        ],
      },
      {
        name: 'Tahoe',
        body: 'SUV',
        from: 2015,
        versions: [
          ['LS', AT, GAS, 1_449_900],
          ['Z71', AT, GAS, 1_649_900],
          ['High Country', AT, GAS, 1_849_900],
        ],
      },
      {
        name: 'Suburban',
        body: 'SUV',
        from: 2015,
        versions: [
          ['LT', AT, GAS, 1_599_900],
          ['Premier', AT, GAS, 1_799_900],
          ['High Country', AT, GAS, 1_949_900],
        ],
      },
      {
        name: 'Cheyenne',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['LT Doble Cabina 4x4', AT, GAS, 1_049_900],
          ['Trail Boss', AT, GAS, 1_149_900, 2019],
          ['High Country', AT, GAS, 1_299_900],
        ],
      },
      {
        name: 'Silverado',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['1500 WT Cabina Regular', AT, GAS, 749_900],
          ['1500 Custom Doble Cabina', AT, GAS, 899_900],
        ],
      },
      {
        name: 'S10 Max',
        body: 'Pickup',
        from: 2021,
        versions: [
          ['Cabina Regular TM', MT, GAS, 409_900],
          ['LT Doble Cabina TM', MT, GAS, 469_900],
          ['High Country TA Diésel', AT, DSL, 639_900, 2022],
        ],
      },
      {
        name: 'Montana',
        body: 'Pickup',
        from: 2024,
        versions: [
          ['LS TM', MT, GAS, 429_900],
          ['LT TA', AT, GAS, 479_900],
          ['Premier TA', AT, GAS, 519_900],
        ],
      },
      {
        name: 'Tornado Van',
        body: 'Van',
        from: 2022,
        versions: [
          ['Carga TM', MT, GAS, 319_900],
          ['Carga TM Paq. Confort', MT, GAS, 339_900],
        ],
      },
      {
        name: 'Corvette',
        body: 'Coupé',
        from: 2015,
        versions: [
          ['Stingray 3LT', DCT, GAS, 2_299_900],
          ['Z06 3LZ', DCT, GAS, 3_599_900, 2023],
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    models: [
      {
        name: 'Virtus',
        body: 'Sedán',
        from: 2020,
        versions: [
          ['Trendline TM', MT, GAS, 359_900],
          ['Comfortline Tiptronic', AT, GAS, 409_900],
          ['Highline Tiptronic', AT, GAS, 449_900],
          ['GTS Tiptronic', AT, GAS, 489_900, 2024],
        ],
      },
      {
        name: 'Jetta',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Trendline TM', MT, GAS, 459_900],
          ['Comfortline Tiptronic', AT, GAS, 519_900],
          ['Highline Tiptronic', AT, GAS, 569_900],
          ['GLI DSG', DCT, GAS, 699_900, 2019],
        ],
      },
      {
        name: 'Polo',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Trendline TM', MT, GAS, 329_900],
          ['Comfortline Tiptronic', AT, GAS, 379_900],
          ['Track TM', MT, GAS, 339_900, 2024],
        ],
      },
      {
        name: 'Golf GTI',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['GTI DSG', DCT, GAS, 779_900],
          ['GTI Performance DSG', DCT, GAS, 829_900],
        ],
      },
      {
        name: 'T-Cross',
        body: 'Crossover',
        from: 2020,
        versions: [
          ['Trendline TM', MT, GAS, 449_900],
          ['Comfortline Tiptronic', AT, GAS, 499_900],
          ['Highline Tiptronic', AT, GAS, 559_900],
        ],
      },
      {
        name: 'Nivus',
        body: 'Crossover',
        from: 2024,
        versions: [
          ['Comfortline Tiptronic', AT, GAS, 469_900],
          ['Highline Tiptronic', AT, GAS, 519_900],
        ],
      },
      {
        name: 'Taos',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Trendline Tiptronic', AT, GAS, 539_900],
          ['Comfortline Tiptronic', AT, GAS, 589_900],
          ['Highline DSG', DCT, GAS, 669_900],
        ],
      },
      {
        name: 'Tiguan',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Trendline Tiptronic', AT, GAS, 649_900],
          ['Comfortline Tiptronic', AT, GAS, 729_900],
          ['R-Line DSG', DCT, GAS, 849_900],
        ],
      },
      {
        name: 'Teramont',
        body: 'SUV',
        from: 2019,
        versions: [
          ['Trendline', AT, GAS, 949_900],
          ['Highline', AT, GAS, 1_129_900],
        ],
      },
      {
        name: 'Cross Sport',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Comfortline', AT, GAS, 989_900],
          ['Highline', AT, GAS, 1_149_900],
        ],
      },
      {
        name: 'Saveiro',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['Robust Cabina Sencilla TM', MT, GAS, 309_900],
          ['Cabina Doble TM', MT, GAS, 369_900],
        ],
      },
      {
        name: 'Amarok',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['Trendline TM Diésel', MT, DSL, 699_900],
          ['Comfortline TA Diésel', AT, DSL, 799_900],
          ['Highline TA Diésel', AT, DSL, 899_900],
        ],
      },
      {
        name: 'Crafter',
        body: 'Van',
        from: 2017,
        versions: [
          ['Cargo Van TM Diésel', MT, DSL, 899_900],
          ['Pasajeros TM Diésel', MT, DSL, 1_049_900],
        ],
      },
      {
        name: 'Transporter',
        body: 'Van',
        from: 2015,
        versions: [
          ['Cargo Van TM', MT, GAS, 719_900],
          ['Pasajeros TM', MT, GAS, 799_900],
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    models: [
      {
        name: 'Yaris',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Core TM', MT, GAS, 329_900],
          ['Core CVT', CVT, GAS, 354_900],
          ['S CVT', CVT, GAS, 389_900],
        ],
      },
      {
        name: 'Corolla',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Base CVT', CVT, GAS, 449_900],
          ['LE CVT', CVT, GAS, 499_900],
          ['SE CVT', CVT, GAS, 539_900],
          ['Hybrid', CVT, HEV, 559_900, 2020],
        ],
      },
      {
        name: 'Corolla Cross',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Base CVT', CVT, GAS, 519_900],
          ['XLE CVT', CVT, GAS, 589_900],
          ['Hybrid', CVT, HEV, 619_900],
        ],
      },
      {
        name: 'Camry',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['LE', AT, GAS, 659_900],
          ['SE Hybrid', CVT, HEV, 749_900, 2018],
          ['XSE Hybrid', CVT, HEV, 799_900, 2019],
        ],
      },
      {
        name: 'Prius',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Base', CVT, HEV, 599_900],
          ['Premium', CVT, HEV, 679_900],
        ],
      },
      {
        name: 'Raize',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Base TM', MT, GAS, 359_900],
          ['XLE CVT', CVT, GAS, 419_900],
        ],
      },
      {
        name: 'RAV4',
        body: 'SUV',
        from: 2015,
        versions: [
          ['LE', AT, GAS, 599_900],
          ['XLE', AT, GAS, 669_900],
          ['Hybrid XLE', CVT, HEV, 729_900, 2019],
          ['Hybrid Limited', CVT, HEV, 799_900, 2019],
        ],
      },
      {
        name: 'Highlander',
        body: 'SUV',
        from: 2015,
        versions: [
          ['XLE', AT, GAS, 949_900],
          ['Hybrid Limited', CVT, HEV, 1_149_900, 2021],
        ],
      },
      {
        name: 'Sienna',
        body: 'Minivan',
        from: 2015,
        versions: [
          ['XLE Hybrid', CVT, HEV, 1_049_900, 2021],
          ['Limited Hybrid', CVT, HEV, 1_199_900, 2021],
        ],
      },
      {
        name: 'Avanza',
        body: 'Minivan',
        from: 2015,
        versions: [
          ['LE TM', MT, GAS, 389_900],
          ['XLE TA', AT, GAS, 449_900],
        ],
      },
      {
        name: 'Hilux',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['Cabina Sencilla TM', MT, GAS, 449_900],
          ['Doble Cabina Base TM', MT, GAS, 519_900],
          ['Doble Cabina SR TA', AT, GAS, 589_900],
          ['Doble Cabina Diésel 4x4 TA', AT, DSL, 799_900],
        ],
      },
      {
        name: 'Tacoma',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['SR5 4x2 TA', AT, GAS, 879_900],
          ['TRD Sport 4x4 TA', AT, GAS, 999_900],
          ['TRD Off-Road TA', AT, GAS, 1_049_900],
        ],
      },
      {
        name: 'Tundra',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['SR5', AT, GAS, 1_199_900],
          ['Limited', AT, GAS, 1_399_900],
          ['TRD Pro Hybrid', AT, HEV, 1_599_900, 2022],
        ],
      },
      {
        name: 'Hiace',
        body: 'Van',
        from: 2015,
        versions: [
          ['Panel TM', MT, GAS, 689_900],
          ['15 Pasajeros TM', MT, GAS, 869_900],
        ],
      },
      {
        name: 'GR86',
        body: 'Coupé',
        from: 2022,
        versions: [
          ['Base TM', MT, GAS, 749_900],
          ['Premium TA', AT, GAS, 819_900],
        ],
      },
      {
        name: 'GR Supra',
        body: 'Coupé',
        from: 2020,
        versions: [
          ['3.0 TA', AT, GAS, 1_449_900],
          ['3.0 TM', MT, GAS, 1_449_900, 2023],
        ],
      },
    ],
  },
  {
    name: 'Kia',
    models: [
      {
        name: 'K3',
        body: 'Sedán',
        from: 2024,
        versions: [
          ['LX TM', MT, GAS, 329_900],
          ['EX IVT', CVT, GAS, 379_900],
          ['GT-Line IVT', CVT, GAS, 409_900],
        ],
      },
      {
        name: 'Soluto',
        body: 'Sedán',
        from: 2019,
        versions: [
          ['L TM', MT, GAS, 279_900],
          ['LX TM', MT, GAS, 294_900],
          ['EX TA', AT, GAS, 324_900],
        ],
      },
      {
        name: 'K4',
        body: 'Sedán',
        from: 2025,
        versions: [
          ['LX IVT', CVT, GAS, 459_900],
          ['EX IVT', CVT, GAS, 499_900],
          ['GT-Line Turbo TA', AT, GAS, 579_900],
        ],
      },
      {
        name: 'Sonet',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['LX TM', MT, GAS, 369_900],
          ['EX IVT', CVT, GAS, 419_900],
          ['GT-Line IVT', CVT, GAS, 449_900],
        ],
      },
      {
        name: 'Seltos',
        body: 'Crossover',
        from: 2020,
        versions: [
          ['LX IVT', CVT, GAS, 459_900],
          ['EX IVT', CVT, GAS, 499_900],
          ['SX Turbo DCT', DCT, GAS, 579_900],
        ],
      },
      {
        name: 'Sportage',
        body: 'SUV',
        from: 2016,
        versions: [
          ['LX TA', AT, GAS, 599_900],
          ['EX TA', AT, GAS, 669_900],
          ['X-Line TA', AT, GAS, 749_900, 2023],
          ['SX Turbo HEV', AT, HEV, 799_900, 2023],
        ],
      },
      {
        name: 'Sorento',
        body: 'SUV',
        from: 2016,
        versions: [
          ['LX TA', AT, GAS, 789_900],
          ['EX TA', AT, GAS, 869_900],
          ['SX HEV', AT, HEV, 999_900, 2021],
        ],
      },
      {
        name: 'Niro',
        body: 'Crossover',
        from: 2019,
        versions: [
          ['EX HEV', DCT, HEV, 599_900],
          ['EV', AT, EV, 849_900, 2023],
        ],
      },
      {
        name: 'Carnival',
        body: 'Minivan',
        from: 2022,
        versions: [
          ['LX TA', AT, GAS, 899_900],
          ['EX TA', AT, GAS, 999_900],
          ['SX TA', AT, GAS, 1_129_900],
        ],
      },
      {
        name: 'EV6',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Light RWD', AT, EV, 1_099_900],
          ['GT-Line AWD', AT, EV, 1_349_900],
        ],
      },
    ],
  },
  {
    name: 'Mazda',
    models: [
      {
        name: 'Mazda2 Sedán',
        body: 'Sedán',
        from: 2016,
        versions: [
          ['i TM', MT, GAS, 329_900],
          ['i Sport TA', AT, GAS, 369_900],
          ['i Grand Touring TA', AT, GAS, 399_900],
        ],
      },
      {
        name: 'Mazda2 Hatchback',
        body: 'Hatchback',
        from: 2016,
        versions: [
          ['i TM', MT, GAS, 319_900],
          ['i Grand Touring TA', AT, GAS, 389_900],
        ],
      },
      {
        name: 'Mazda3 Sedán',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['i Sport TM', MT, GAS, 469_900],
          ['i Sport TA', AT, GAS, 489_900],
          ['i Grand Touring TA', AT, GAS, 539_900],
          ['s Grand Touring TA', AT, GAS, 579_900],
          ['Signature Turbo TA', AT, GAS, 649_900, 2022],
        ],
      },
      {
        name: 'Mazda3 Hatchback',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['i Sport TA', AT, GAS, 499_900],
          ['i Grand Touring TA', AT, GAS, 549_900],
          ['Turbo Carbon Edition TA', AT, GAS, 659_900, 2023],
        ],
      },
      {
        name: 'CX-3',
        body: 'Crossover',
        from: 2016,
        versions: [
          ['i Sport TA', AT, GAS, 419_900],
          ['i Grand Touring TA', AT, GAS, 469_900],
        ],
      },
      {
        name: 'CX-30',
        body: 'Crossover',
        from: 2020,
        versions: [
          ['i Sport TA', AT, GAS, 499_900],
          ['i Grand Touring TA', AT, GAS, 549_900],
          ['Signature Turbo TA', AT, GAS, 629_900, 2022],
        ],
      },
      {
        name: 'CX-5',
        body: 'SUV',
        from: 2015,
        versions: [
          ['i Sport TA', AT, GAS, 579_900],
          ['i Grand Touring TA', AT, GAS, 639_900],
          ['Signature Turbo AWD TA', AT, GAS, 749_900],
        ],
      },
      {
        name: 'CX-50',
        body: 'SUV',
        from: 2023,
        versions: [
          ['Grand Touring TA', AT, GAS, 689_900],
          ['Signature Turbo AWD TA', AT, GAS, 789_900],
        ],
      },
      {
        name: 'CX-90',
        body: 'SUV',
        from: 2024,
        versions: [
          ['Grand Touring TA', AT, GAS, 1_049_900],
          ['Signature PHEV', AT, PHEV, 1_249_900],
        ],
      },
      {
        name: 'MX-5',
        body: 'Roadster',
        from: 2015,
        versions: [
          ['i Sport TM', MT, GAS, 569_900],
          ['i Grand Touring TA', AT, GAS, 619_900],
          ['RF Grand Touring TA', AT, GAS, 669_900, 2017],
        ],
      },
    ],
  },
  {
    name: 'Hyundai',
    models: [
      {
        name: 'HB20',
        body: 'Hatchback',
        from: 2023,
        versions: [
          ['GL TM', MT, GAS, 319_900],
          ['GLS TA', AT, GAS, 359_900],
        ],
      },
      {
        name: 'HB20 Sedán',
        body: 'Sedán',
        from: 2023,
        versions: [
          ['GL TM', MT, GAS, 329_900],
          ['GLS Premium TA', AT, GAS, 379_900],
        ],
      },
      {
        name: 'Accent',
        body: 'Sedán',
        from: 2018,
        versions: [
          ['GL TM', MT, GAS, 359_900],
          ['GL Mid IVT', CVT, GAS, 389_900],
          ['GLS IVT', CVT, GAS, 419_900],
        ],
      },
      {
        name: 'Elantra',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['GL IVT', CVT, GAS, 469_900],
          ['GLS Premium IVT', CVT, GAS, 519_900],
          ['Limited Tech IVT', CVT, GAS, 569_900],
          ['N Line DCT', DCT, GAS, 599_900, 2022],
        ],
      },
      {
        name: 'Creta',
        body: 'Crossover',
        from: 2017,
        versions: [
          ['GLS IVT', CVT, GAS, 449_900],
          ['Limited IVT', CVT, GAS, 499_900],
        ],
      },
      {
        name: 'Kona',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['GLS IVT', CVT, GAS, 519_900],
          ['Hybrid Limited', DCT, HEV, 639_900, 2023],
        ],
      },
      {
        name: 'Tucson',
        body: 'SUV',
        from: 2015,
        versions: [
          ['GLS TA', AT, GAS, 599_900],
          ['Limited Tech TA', AT, GAS, 689_900],
          ['Hybrid Limited Tech', AT, HEV, 789_900, 2023],
        ],
      },
      {
        name: 'Santa Fe',
        body: 'SUV',
        from: 2015,
        versions: [
          ['GLS Premium TA', AT, GAS, 849_900],
          ['Limited Tech HEV', AT, HEV, 999_900, 2021],
        ],
      },
      {
        name: 'Palisade',
        body: 'SUV',
        from: 2023,
        versions: [
          ['GLS TA', AT, GAS, 1_049_900],
          ['Limited TA', AT, GAS, 1_199_900],
        ],
      },
      {
        name: 'Ioniq 5',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Limited RWD', AT, EV, 1_049_900],
          ['Limited AWD', AT, EV, 1_149_900],
        ],
      },
      {
        name: 'Staria',
        body: 'Van',
        from: 2022,
        versions: [
          ['GL 11 Pasajeros', AT, GAS, 999_900],
          ['Limited 8 Pasajeros', AT, GAS, 1_149_900],
        ],
      },
    ],
  },
  {
    name: 'Honda',
    models: [
      {
        name: 'City',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['LX CVT', CVT, GAS, 369_900],
          ['Sport CVT', CVT, GAS, 399_900],
          ['Prime CVT', CVT, GAS, 419_900],
        ],
      },
      {
        name: 'City Hatchback',
        body: 'Hatchback',
        from: 2022,
        versions: [
          ['Sport CVT', CVT, GAS, 399_900],
          ['Prime CVT', CVT, GAS, 429_900],
        ],
      },
      {
        name: 'Civic',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['i-Style CVT', CVT, GAS, 529_900],
          ['Touring CVT', CVT, GAS, 599_900],
          ['e:HEV Touring', CVT, HEV, 649_900, 2025],
        ],
      },
      {
        name: 'Accord',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Sport', CVT, GAS, 799_900],
          ['Touring e:HEV', CVT, HEV, 899_900, 2023],
        ],
      },
      {
        name: 'HR-V',
        body: 'Crossover',
        from: 2016,
        versions: [
          ['Uniq CVT', CVT, GAS, 479_900],
          ['Sport CVT', CVT, GAS, 519_900],
          ['Touring CVT', CVT, GAS, 559_900],
        ],
      },
      {
        name: 'BR-V',
        body: 'Minivan',
        from: 2017,
        versions: [
          ['Uniq CVT', CVT, GAS, 449_900],
          ['Prime CVT', CVT, GAS, 489_900],
        ],
      },
      {
        name: 'CR-V',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Turbo Plus CVT', CVT, GAS, 689_900],
          ['Touring CVT', CVT, GAS, 769_900],
          ['e:HEV Touring', CVT, HEV, 829_900, 2024],
        ],
      },
      {
        name: 'Pilot',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Touring', AT, GAS, 1_049_900],
          ['Black Edition', AT, GAS, 1_129_900],
        ],
      },
      {
        name: 'Odyssey',
        body: 'Minivan',
        from: 2015,
        versions: [
          ['Touring', AT, GAS, 1_099_900],
          ['Black Edition', AT, GAS, 1_149_900, 2023],
        ],
      },
    ],
  },
  {
    name: 'MG',
    models: [
      {
        name: 'MG5',
        body: 'Sedán',
        from: 2021,
        versions: [
          ['Std TM', MT, GAS, 309_900],
          ['Excite CVT', CVT, GAS, 349_900],
          ['Alpha CVT', CVT, GAS, 379_900],
        ],
      },
      {
        name: 'MG3',
        body: 'Hatchback',
        from: 2021,
        versions: [
          ['Std TM', MT, GAS, 289_900],
          ['Excite TA', AT, GAS, 319_900],
          ['Hybrid+ Excite', AT, HEV, 399_900, 2025],
        ],
      },
      {
        name: 'GT',
        body: 'Sedán',
        from: 2022,
        versions: [
          ['Excite CVT', CVT, GAS, 369_900],
          ['Alpha Turbo DCT', DCT, GAS, 439_900],
        ],
      },
      {
        name: 'ZS',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['Excite TM', MT, GAS, 369_900],
          ['Excite CVT', CVT, GAS, 399_900],
          ['Alpha CVT', CVT, GAS, 429_900],
          ['EV', AT, EV, 629_900, 2022],
        ],
      },
      {
        name: 'HS',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Excite DCT', DCT, GAS, 529_900],
          ['Trophy DCT', DCT, GAS, 589_900],
          ['PHEV', AT, PHEV, 749_900, 2022],
        ],
      },
      {
        name: 'RX5',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Excite DCT', DCT, GAS, 529_900],
          ['Alpha DCT', DCT, GAS, 579_900],
        ],
      },
      {
        name: 'RX8',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Trophy 4x2', AT, GAS, 749_900],
          ['Trophy 4x4', AT, GAS, 819_900],
        ],
      },
      {
        name: 'MG4',
        body: 'Hatchback',
        from: 2024,
        versions: [
          ['Comfort', AT, EV, 629_900],
          ['Luxury', AT, EV, 699_900],
        ],
      },
    ],
  },
  {
    name: 'Suzuki',
    models: [
      {
        name: 'Swift',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['GL TM', MT, GAS, 319_900],
          ['GL CVT', CVT, GAS, 339_900],
          ['GLX CVT', CVT, GAS, 369_900],
        ],
      },
      {
        name: 'Swift Sport',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Boosterjet TM', MT, GAS, 449_900],
          ['Boosterjet TA', AT, GAS, 479_900],
        ],
      },
      {
        name: 'Dzire',
        body: 'Sedán',
        from: 2021,
        versions: [
          ['GL TM', MT, GAS, 299_900],
          ['GLX TA', AT, GAS, 339_900],
        ],
      },
      {
        name: 'Ignis',
        body: 'Crossover',
        from: 2017,
        versions: [
          ['GL TM', MT, GAS, 299_900],
          ['GLX CVT', CVT, GAS, 349_900],
        ],
      },
      {
        name: 'Fronx',
        body: 'Crossover',
        from: 2025,
        versions: [
          ['GL TM', MT, GAS, 369_900],
          ['GLX TA', AT, GAS, 429_900],
          ['Boosterjet Hybrid TA', AT, HEV, 469_900],
        ],
      },
      {
        name: 'Vitara',
        body: 'Crossover',
        from: 2016,
        versions: [
          ['GL TM', MT, GAS, 409_900],
          ['GLX TA', AT, GAS, 479_900],
          ['Boosterjet AllGrip TA', AT, GAS, 519_900],
        ],
      },
      {
        name: 'Grand Vitara',
        body: 'SUV',
        from: 2023,
        versions: [
          ['GL TM', MT, GAS, 449_900],
          ['GLX TA', AT, GAS, 519_900],
          ['Hybrid GLX TA', AT, HEV, 559_900],
        ],
      },
      {
        name: 'S-Cross',
        body: 'Crossover',
        from: 2015,
        versions: [
          ['GL TM', MT, GAS, 479_900],
          ['GLX TA', AT, GAS, 529_900],
        ],
      },
      {
        name: 'Jimny',
        body: 'SUV',
        from: 2019,
        versions: [
          ['GLX TM', MT, GAS, 469_900],
          ['GLX TA', AT, GAS, 499_900],
          ['5 Puertas GLX TA', AT, GAS, 549_900, 2024],
        ],
      },
      {
        name: 'Ertiga',
        body: 'Minivan',
        from: 2019,
        versions: [
          ['GA TM', MT, GAS, 339_900],
          ['GLX TA', AT, GAS, 399_900],
          ['Hybrid Boostergreen TA', AT, HEV, 429_900, 2024],
        ],
      },
      {
        name: 'XL7',
        body: 'Minivan',
        from: 2021,
        versions: [
          ['GLX TM', MT, GAS, 399_900],
          ['GLX TA', AT, GAS, 429_900],
        ],
      },
    ],
  },
  {
    name: 'Ford',
    models: [
      {
        name: 'Territory',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Trend', AT, GAS, 559_900],
          ['Titanium', AT, GAS, 659_900],
        ],
      },
      {
        name: 'Escape',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Active', AT, GAS, 599_900],
          ['Platinum', AT, GAS, 729_900],
          ['ST-Line Hybrid', CVT, HEV, 749_900, 2020],
        ],
      },
      {
        name: 'Bronco Sport',
        body: 'SUV',
        from: 2021,
        versions: [
          ['Big Bend', AT, GAS, 699_900],
          ['Outer Banks', AT, GAS, 769_900],
          ['Badlands', AT, GAS, 849_900],
        ],
      },
      {
        name: 'Bronco',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Black Diamond', AT, GAS, 1_049_900],
          ['Wildtrak', AT, GAS, 1_249_900],
          ['Raptor', AT, GAS, 1_699_900, 2023],
        ],
      },
      {
        name: 'Explorer',
        body: 'SUV',
        from: 2015,
        versions: [
          ['XLT', AT, GAS, 949_900],
          ['Limited', AT, GAS, 1_099_900],
          ['ST', AT, GAS, 1_299_900, 2020],
        ],
      },
      {
        name: 'Expedition',
        body: 'SUV',
        from: 2015,
        versions: [
          ['XLT', AT, GAS, 1_349_900],
          ['Platinum', AT, GAS, 1_749_900],
        ],
      },
      {
        name: 'Maverick',
        body: 'Pickup',
        from: 2022,
        versions: [
          ['XLT', AT, GAS, 629_900],
          ['Lariat Hybrid', CVT, HEV, 729_900],
          ['Tremor', AT, GAS, 799_900, 2024],
        ],
      },
      {
        name: 'Ranger',
        body: 'Pickup',
        from: 2019,
        versions: [
          ['XL Gasolina TM', MT, GAS, 589_900],
          ['XLT Diésel TA', AT, DSL, 799_900],
          ['Raptor', AT, GAS, 1_299_900, 2024],
        ],
      },
      {
        name: 'Lobo',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['XL Cabina Regular', AT, GAS, 799_900],
          ['XLT Doble Cabina', AT, GAS, 999_900],
          ['Lariat', AT, GAS, 1_199_900],
          ['Raptor', AT, GAS, 1_749_900, 2017],
        ],
      },
      {
        name: 'Mustang',
        body: 'Coupé',
        from: 2015,
        versions: [
          ['EcoBoost TA', AT, GAS, 949_900],
          ['GT TM', MT, GAS, 1_129_900],
          ['GT TA', AT, GAS, 1_159_900],
          ['Dark Horse TM', MT, GAS, 1_399_900, 2024],
        ],
      },
      {
        name: 'Mustang Mach-E',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['Select RWD', AT, EV, 1_049_900],
          ['Premium AWD', AT, EV, 1_199_900],
          ['GT', AT, EV, 1_399_900],
        ],
      },
      {
        name: 'Transit',
        body: 'Van',
        from: 2015,
        versions: [
          ['Van TM Diésel', MT, DSL, 849_900],
          ['Bus 15 Pasajeros TM Diésel', MT, DSL, 999_900],
        ],
      },
    ],
  },
  {
    name: 'Renault',
    models: [
      {
        name: 'Kwid',
        body: 'Hatchback',
        from: 2019,
        versions: [
          ['Zen TM', MT, GAS, 259_900],
          ['Intens TM', MT, GAS, 279_900],
          ['Outsider TM', MT, GAS, 289_900, 2021],
          ['E-Tech', AT, EV, 459_900, 2023],
        ],
      },
      {
        name: 'Stepway',
        body: 'Hatchback',
        from: 2016,
        versions: [
          ['Zen TM', MT, GAS, 339_900],
          ['Intens CVT', CVT, GAS, 379_900],
        ],
      },
      {
        name: 'Kardian',
        body: 'Crossover',
        from: 2025,
        versions: [
          ['Evolution TM', MT, GAS, 389_900],
          ['Techno EDC', DCT, GAS, 459_900],
          ['Première Edition EDC', DCT, GAS, 479_900],
        ],
      },
      {
        name: 'Duster',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Intens TM', MT, GAS, 419_900],
          ['Iconic CVT', CVT, GAS, 469_900],
        ],
      },
      {
        name: 'Koleos',
        body: 'SUV',
        from: 2018,
        versions: [
          ['Intens CVT', CVT, GAS, 649_900],
          ['Iconic CVT', CVT, GAS, 729_900],
        ],
      },
      {
        name: 'Oroch',
        body: 'Pickup',
        from: 2016,
        versions: [
          ['Zen TM', MT, GAS, 409_900],
          ['Intens CVT', CVT, GAS, 459_900],
          ['Outsider CVT', CVT, GAS, 479_900],
        ],
      },
      {
        name: 'Kangoo',
        body: 'Van',
        from: 2015,
        versions: [
          ['Zen TM', MT, GAS, 399_900],
          ['Intens TM', MT, GAS, 429_900],
        ],
      },
    ],
  },
  {
    name: 'Jeep',
    models: [
      {
        name: 'Renegade',
        body: 'Crossover',
        from: 2016,
        versions: [
          ['Sport TA', AT, GAS, 519_900],
          ['Limited TA', AT, GAS, 589_900],
          ['Trailhawk 4x4 TA', AT, GAS, 639_900],
        ],
      },
      {
        name: 'Compass',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Sport TA', AT, GAS, 629_900],
          ['Limited TA', AT, GAS, 719_900],
          ['Trailhawk 4x4 TA', AT, GAS, 799_900],
        ],
      },
      {
        name: 'Commander',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Limited TA', AT, GAS, 849_900],
          ['Overland Diésel TA', AT, DSL, 949_900],
        ],
      },
      {
        name: 'Grand Cherokee',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Laredo TA', AT, GAS, 1_099_900],
          ['Limited TA', AT, GAS, 1_249_900],
          ['Summit Reserve 4xe', AT, PHEV, 1_649_900, 2022],
        ],
      },
      {
        name: 'Wrangler',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Sport TA', AT, GAS, 1_049_900],
          ['Unlimited Sahara TA', AT, GAS, 1_199_900],
          ['Rubicon TA', AT, GAS, 1_349_900],
          ['Rubicon 4xe', AT, PHEV, 1_449_900, 2021],
        ],
      },
      {
        name: 'Gladiator',
        body: 'Pickup',
        from: 2020,
        versions: [
          ['Sport TA', AT, GAS, 1_099_900],
          ['Rubicon TA', AT, GAS, 1_349_900],
        ],
      },
    ],
  },
  {
    name: 'Ram',
    models: [
      {
        name: '700',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['Cabina Regular TM', MT, GAS, 329_900],
          ['Doble Cabina SLT TM', MT, GAS, 409_900],
          ['Bighorn CVT', CVT, GAS, 449_900, 2024],
        ],
      },
      {
        name: 'Rampage',
        body: 'Pickup',
        from: 2024,
        versions: [
          ['Bighorn TA', AT, GAS, 629_900],
          ['Laramie TA Diésel', AT, DSL, 719_900],
          ['R/T TA', AT, GAS, 759_900],
        ],
      },
      {
        name: '1500',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['Bighorn Crew Cab TA', AT, GAS, 999_900],
          ['Laramie TA', AT, GAS, 1_199_900],
          ['Limited TA', AT, GAS, 1_399_900],
          ['TRX TA', AT, GAS, 2_099_900, 2021],
        ],
      },
      {
        name: '2500',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['SLT Crew Cab TA', AT, GAS, 1_149_900],
          ['Laramie Diésel TA', AT, DSL, 1_449_900],
        ],
      },
      {
        name: '4000',
        body: 'Chasis cabina',
        from: 2015,
        versions: [
          ['Chasis Cabina TM', MT, GAS, 829_900],
          ['Chasis Cabina TA', AT, GAS, 869_900],
        ],
      },
      {
        name: 'ProMaster',
        body: 'Van',
        from: 2015,
        versions: [
          ['Cargo Van Diésel TM', MT, DSL, 729_900],
          ['15 Pasajeros Diésel TM', MT, DSL, 899_900],
        ],
      },
    ],
  },
  {
    name: 'Dodge',
    models: [
      {
        name: 'Attitude',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['SE TM', MT, GAS, 299_900],
          ['SXT CVT', CVT, GAS, 339_900],
        ],
      },
      {
        name: 'Journey',
        body: 'SUV',
        from: 2015,
        versions: [
          ['SE TA', AT, GAS, 559_900],
          ['SXT TA', AT, GAS, 609_900],
          ['GT TA', AT, GAS, 649_900, 2022],
        ],
      },
      {
        name: 'Durango',
        body: 'SUV',
        from: 2015,
        versions: [
          ['GT TA', AT, GAS, 1_099_900],
          ['R/T TA', AT, GAS, 1_249_900],
          ['SRT 392', AT, GAS, 1_549_900, 2018],
        ],
      },
    ],
  },
  {
    name: 'Peugeot',
    models: [
      {
        name: '208',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Active TM', MT, GAS, 329_900],
          ['Allure TM', MT, GAS, 359_900],
          ['Allure CVT', CVT, GAS, 389_900],
          ['GT TA', AT, GAS, 429_900, 2021],
        ],
      },
      {
        name: '2008',
        body: 'Crossover',
        from: 2015,
        versions: [
          ['Active TA', AT, GAS, 469_900],
          ['Allure TA', AT, GAS, 519_900],
          ['GT TA', AT, GAS, 559_900],
        ],
      },
      {
        name: '408',
        body: 'Crossover',
        from: 2024,
        versions: [
          ['Allure TA', AT, GAS, 649_900],
          ['GT TA', AT, GAS, 729_900],
        ],
      },
      {
        name: '3008',
        body: 'SUV',
        from: 2017,
        versions: [
          ['Allure Pack TA', AT, GAS, 699_900],
          ['GT TA', AT, GAS, 799_900],
        ],
      },
      {
        name: '5008',
        body: 'SUV',
        from: 2018,
        versions: [
          ['Allure TA', AT, GAS, 759_900],
          ['GT TA', AT, GAS, 859_900],
        ],
      },
      {
        name: 'Landtrek',
        body: 'Pickup',
        from: 2021,
        versions: [
          ['Access Cabina Sencilla TM', MT, GAS, 449_900],
          ['Allure Doble Cabina Diésel TA', AT, DSL, 679_900],
        ],
      },
      {
        name: 'Rifter',
        body: 'Minivan',
        from: 2020,
        versions: [
          ['Allure TM', MT, GAS, 499_900],
          ['GT Line TA', AT, GAS, 559_900],
        ],
      },
      {
        name: 'Partner',
        body: 'Van',
        from: 2015,
        versions: [
          ['Maxi TM', MT, GAS, 449_900],
          ['Maxi Diésel TM', MT, DSL, 489_900],
        ],
      },
      {
        name: 'Manager',
        body: 'Van',
        from: 2015,
        versions: [
          ['Cargo TM Diésel', MT, DSL, 749_900],
          ['Pasajeros TM Diésel', MT, DSL, 899_900],
        ],
      },
    ],
  },
  {
    name: 'Mitsubishi',
    models: [
      {
        name: 'Mirage',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['GLX TM', MT, GAS, 289_900],
          ['GLS CVT', CVT, GAS, 329_900],
        ],
      },
      {
        name: 'Mirage G4',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['GLX TM', MT, GAS, 309_900],
          ['GLS CVT', CVT, GAS, 349_900],
        ],
      },
      {
        name: 'Xpander',
        body: 'Minivan',
        from: 2020,
        versions: [
          ['GLX TM', MT, GAS, 399_900],
          ['GLS TA', AT, GAS, 449_900],
          ['Cross TA', AT, GAS, 489_900, 2021],
        ],
      },
      {
        name: 'Eclipse Cross',
        body: 'Crossover',
        from: 2018,
        versions: [
          ['ES CVT', CVT, GAS, 539_900],
          ['SE CVT', CVT, GAS, 589_900],
          ['Limited CVT', CVT, GAS, 629_900],
        ],
      },
      {
        name: 'Outlander',
        body: 'SUV',
        from: 2015,
        versions: [
          ['ES CVT', CVT, GAS, 629_900],
          ['SEL CVT', CVT, GAS, 729_900],
          ['PHEV SEL', AT, PHEV, 999_900, 2024],
        ],
      },
      {
        name: 'L200',
        body: 'Pickup',
        from: 2015,
        versions: [
          ['GLX Cabina Doble TM', MT, GAS, 519_900],
          ['GLS Diésel 4x4 TA', AT, DSL, 749_900],
        ],
      },
    ],
  },
  {
    name: 'BMW',
    models: [
      {
        name: 'Serie 1',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['118i Urban Line', DCT, GAS, 779_900],
          ['120 M Sport', DCT, GAS, 899_900],
          ['M135 xDrive', AT, GAS, 1_249_900],
        ],
      },
      {
        name: 'Serie 2 Gran Coupé',
        body: 'Sedán',
        from: 2020,
        versions: [
          ['220 Gran Coupé', DCT, GAS, 859_900],
          ['M235 xDrive', AT, GAS, 1_229_900],
        ],
      },
      {
        name: 'Serie 3',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['320i Sport Line', AT, GAS, 1_049_900],
          ['330i M Sport', AT, GAS, 1_199_900],
          ['330e M Sport', AT, PHEV, 1_249_900, 2020],
          ['M340i', AT, GAS, 1_399_900, 2020],
        ],
      },
      {
        name: 'Serie 4 Coupé',
        body: 'Coupé',
        from: 2015,
        versions: [
          ['420i Sport Line', AT, GAS, 1_149_900],
          ['430i M Sport', AT, GAS, 1_299_900],
        ],
      },
      {
        name: 'Serie 5',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['520i Executive', AT, GAS, 1_349_900],
          ['530i M Sport', AT, GAS, 1_549_900],
          ['530e M Sport', AT, PHEV, 1_599_900, 2018],
        ],
      },
      {
        name: 'X1',
        body: 'SUV',
        from: 2015,
        versions: [
          ['sDrive20i Advantage', AT, GAS, 899_900],
          ['sDrive20i M Sport', AT, GAS, 999_900],
        ],
      },
      {
        name: 'X2',
        body: 'Crossover',
        from: 2018,
        versions: [
          ['sDrive20i M Sport', AT, GAS, 999_900],
          ['M35i xDrive', AT, GAS, 1_299_900],
        ],
      },
      {
        name: 'X3',
        body: 'SUV',
        from: 2015,
        versions: [
          ['sDrive20i', AT, GAS, 1_149_900],
          ['xDrive30e', AT, PHEV, 1_349_900, 2020],
          ['M40i', AT, GAS, 1_599_900, 2018],
        ],
      },
      {
        name: 'X5',
        body: 'SUV',
        from: 2015,
        versions: [
          ['xDrive40i xLine', AT, GAS, 1_799_900],
          ['xDrive50e M Sport', AT, PHEV, 2_099_900, 2024],
        ],
      },
      {
        name: 'X7',
        body: 'SUV',
        from: 2019,
        versions: [
          ['xDrive40i Design Pure Excellence', AT, GAS, 2_299_900],
          ['M60i xDrive', AT, GAS, 2_799_900, 2023],
        ],
      },
      {
        name: 'i4',
        body: 'Sedán',
        from: 2022,
        versions: [
          ['eDrive40', AT, EV, 1_499_900],
          ['M50', AT, EV, 1_749_900],
        ],
      },
      {
        name: 'iX',
        body: 'SUV',
        from: 2022,
        versions: [
          ['xDrive40', AT, EV, 2_049_900],
          ['xDrive50', AT, EV, 2_399_900],
        ],
      },
      {
        name: 'Z4',
        body: 'Roadster',
        from: 2019,
        versions: [
          ['sDrive30i', AT, GAS, 1_299_900],
          ['M40i', AT, GAS, 1_549_900],
        ],
      },
    ],
  },
  {
    name: 'Mercedes-Benz',
    models: [
      {
        name: 'Clase A',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['A 200 Progressive', DCT, GAS, 749_900],
          ['A 250 AMG Line', DCT, GAS, 869_900],
          ['AMG A 35 4MATIC', DCT, GAS, 1_099_900, 2020],
        ],
      },
      {
        name: 'Clase A Sedán',
        body: 'Sedán',
        from: 2019,
        versions: [
          ['A 200 Progressive', DCT, GAS, 779_900],
          ['A 250 AMG Line', DCT, GAS, 889_900],
        ],
      },
      {
        name: 'CLA',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['CLA 200 Progressive', DCT, GAS, 899_900],
          ['CLA 250 AMG Line', DCT, GAS, 999_900],
          ['AMG CLA 45 S', DCT, GAS, 1_599_900, 2020],
        ],
      },
      {
        name: 'Clase C',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['C 200 Avantgarde', AT, GAS, 1_029_900],
          ['C 300 AMG Line', AT, GAS, 1_199_900],
          ['AMG C 43', AT, GAS, 1_699_900],
        ],
      },
      {
        name: 'Clase E',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['E 200 Avantgarde', AT, GAS, 1_399_900],
          ['E 300 AMG Line', AT, GAS, 1_599_900],
        ],
      },
      {
        name: 'GLA',
        body: 'SUV',
        from: 2015,
        versions: [
          ['GLA 200 Progressive', DCT, GAS, 889_900],
          ['GLA 250 4MATIC AMG Line', DCT, GAS, 999_900],
        ],
      },
      {
        name: 'GLB',
        body: 'SUV',
        from: 2020,
        versions: [
          ['GLB 200 Progressive', DCT, GAS, 949_900],
          ['GLB 250 4MATIC AMG Line', DCT, GAS, 1_099_900],
        ],
      },
      {
        name: 'GLC',
        body: 'SUV',
        from: 2016,
        versions: [
          ['GLC 300 4MATIC', AT, GAS, 1_249_900],
          ['GLC 300 Coupé AMG Line', AT, GAS, 1_399_900, 2017],
          ['AMG GLC 43', AT, GAS, 1_799_900],
        ],
      },
      {
        name: 'GLE',
        body: 'SUV',
        from: 2015,
        versions: [
          ['GLE 450 4MATIC', AT, GAS, 1_799_900],
          ['AMG GLE 53 Coupé', AT, GAS, 2_299_900],
        ],
      },
      {
        name: 'Clase G',
        body: 'SUV',
        from: 2015,
        versions: [
          ['G 500', AT, GAS, 3_599_900],
          ['AMG G 63', AT, GAS, 4_499_900],
        ],
      },
      {
        name: 'Sprinter',
        body: 'Van',
        from: 2015,
        versions: [
          ['Van 415 CDI TM', MT, DSL, 1_049_900],
          ['Pasajeros 515 CDI TM', MT, DSL, 1_399_900],
        ],
      },
    ],
  },
  {
    name: 'Audi',
    models: [
      {
        name: 'A3 Sedán',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['35 TFSI Dynamic', DCT, GAS, 699_900],
          ['35 TFSI S line', DCT, GAS, 779_900],
          ['S3', DCT, GAS, 1_049_900, 2016],
        ],
      },
      {
        name: 'A3 Sportback',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['35 TFSI Dynamic', DCT, GAS, 689_900],
          ['35 TFSI S line', DCT, GAS, 769_900],
        ],
      },
      {
        name: 'A4',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['40 TFSI Select', DCT, GAS, 899_900],
          ['45 TFSI S line quattro', DCT, GAS, 1_029_900],
        ],
      },
      {
        name: 'A5 Sportback',
        body: 'Coupé',
        from: 2017,
        versions: [
          ['40 TFSI Select', DCT, GAS, 999_900],
          ['45 TFSI S line quattro', DCT, GAS, 1_149_900],
        ],
      },
      {
        name: 'A6',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['45 TFSI Select', DCT, GAS, 1_199_900],
          ['55 TFSI S line quattro', DCT, GAS, 1_449_900],
        ],
      },
      {
        name: 'Q2',
        body: 'Crossover',
        from: 2018,
        versions: [
          ['35 TFSI Dynamic', DCT, GAS, 649_900],
          ['35 TFSI S line', DCT, GAS, 719_900],
        ],
      },
      {
        name: 'Q3',
        body: 'SUV',
        from: 2015,
        versions: [
          ['35 TFSI Dynamic', DCT, GAS, 769_900],
          ['40 TFSI S line quattro', DCT, GAS, 899_900],
        ],
      },
      {
        name: 'Q5',
        body: 'SUV',
        from: 2015,
        versions: [
          ['45 TFSI Dynamic quattro', DCT, GAS, 1_049_900],
          ['45 TFSI S line quattro', DCT, GAS, 1_149_900],
          ['55 TFSI e quattro', DCT, PHEV, 1_349_900, 2021],
        ],
      },
      {
        name: 'Q7',
        body: 'SUV',
        from: 2016,
        versions: [
          ['55 TFSI Elite quattro', AT, GAS, 1_599_900],
          ['55 TFSI S line quattro', AT, GAS, 1_699_900],
        ],
      },
      {
        name: 'Q8',
        body: 'SUV',
        from: 2019,
        versions: [
          ['55 TFSI quattro', AT, GAS, 1_849_900],
          ['RS Q8', AT, GAS, 3_099_900, 2021],
        ],
      },
      {
        name: 'Q8 e-tron',
        body: 'SUV',
        from: 2024,
        versions: [
          ['50 quattro', AT, EV, 1_899_900],
          ['55 quattro S line', AT, EV, 2_099_900],
        ],
      },
    ],
  },
  {
    name: 'SEAT',
    models: [
      {
        name: 'Ibiza',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Reference TM', MT, GAS, 329_900],
          ['Style Tiptronic', AT, GAS, 379_900],
          ['FR Tiptronic', AT, GAS, 399_900],
        ],
      },
      {
        name: 'León',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Style Tiptronic', AT, GAS, 499_900],
          ['FR DSG', DCT, GAS, 559_900],
          ['Xcellence DSG', DCT, GAS, 569_900, 2021],
        ],
      },
      {
        name: 'Arona',
        body: 'Crossover',
        from: 2018,
        versions: [
          ['Reference TM', MT, GAS, 409_900],
          ['Style Tiptronic', AT, GAS, 449_900],
          ['FR Tiptronic', AT, GAS, 489_900],
        ],
      },
      {
        name: 'Ateca',
        body: 'SUV',
        from: 2017,
        versions: [
          ['Style DSG', DCT, GAS, 559_900],
          ['FR DSG', DCT, GAS, 619_900],
          ['Xperience DSG', DCT, GAS, 639_900],
        ],
      },
      {
        name: 'Tarraco',
        body: 'SUV',
        from: 2020,
        versions: [
          ['Style DSG', DCT, GAS, 729_900],
          ['Xcellence 4Drive DSG', DCT, GAS, 829_900],
        ],
      },
    ],
  },
  {
    name: 'Cupra',
    models: [
      {
        name: 'Formentor',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['1.4 TSI DSG', DCT, GAS, 689_900],
          ['VZ 2.0 TSI 4Drive DSG', DCT, GAS, 899_900],
          ['VZ5', DCT, GAS, 1_249_900, 2023],
        ],
      },
      {
        name: 'León',
        body: 'Hatchback',
        from: 2021,
        versions: [
          ['2.0 TSI DSG', DCT, GAS, 749_900],
          ['VZ DSG', DCT, GAS, 829_900],
        ],
      },
      {
        name: 'Ateca',
        body: 'SUV',
        from: 2021,
        versions: [
          ['2.0 TSI 4Drive DSG', DCT, GAS, 889_900],
          ['VZ 4Drive DSG', DCT, GAS, 959_900],
        ],
      },
      {
        name: 'Born',
        body: 'Hatchback',
        from: 2023,
        versions: [
          ['e-Boost 58 kWh', AT, EV, 899_900],
          ['e-Boost 77 kWh', AT, EV, 979_900, 2025],
        ],
      },
      {
        name: 'Terramar',
        body: 'SUV',
        from: 2025,
        versions: [
          ['1.5 e-HYBRID', DCT, PHEV, 899_900],
          ['VZ 2.0 TSI 4Drive', DCT, GAS, 949_900],
        ],
      },
    ],
  },
  {
    name: 'Chirey',
    models: [
      {
        name: 'Tiggo 2 Pro',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Luxury TM', MT, GAS, 299_900],
          ['Luxury CVT', CVT, GAS, 329_900],
          ['Premium CVT', CVT, GAS, 349_900],
        ],
      },
      {
        name: 'Tiggo 4 Pro',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Comfort TM', MT, GAS, 359_900],
          ['Luxury CVT', CVT, GAS, 389_900],
          ['Premium CVT', CVT, GAS, 419_900],
        ],
      },
      {
        name: 'Tiggo 7 Pro',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Luxury DCT', DCT, GAS, 459_900],
          ['Premium DCT', DCT, GAS, 499_900],
          ['PHEV', AT, PHEV, 599_900, 2024],
        ],
      },
      {
        name: 'Tiggo 8 Pro',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Luxury DCT', DCT, GAS, 559_900],
          ['Premium DCT', DCT, GAS, 619_900],
          ['Max Supreme DCT', DCT, GAS, 699_900, 2024],
        ],
      },
      {
        name: 'Arrizo 8',
        body: 'Sedán',
        from: 2024,
        versions: [
          ['Luxury DCT', DCT, GAS, 459_900],
          ['Premium DCT', DCT, GAS, 519_900],
        ],
      },
    ],
  },
  {
    name: 'Omoda',
    models: [
      {
        name: 'C5',
        body: 'Crossover',
        from: 2024,
        versions: [
          ['Comfort CVT', CVT, GAS, 399_900],
          ['Luxury CVT', CVT, GAS, 429_900],
          ['GT DCT', DCT, GAS, 479_900],
        ],
      },
      {
        name: 'E5',
        body: 'Crossover',
        from: 2025,
        versions: [
          ['Luxury', AT, EV, 599_900],
          ['Premium', AT, EV, 659_900],
        ],
      },
    ],
  },
  {
    name: 'Jaecoo',
    models: [
      {
        name: 'J7',
        body: 'SUV',
        from: 2024,
        versions: [
          ['Luxury DCT', DCT, GAS, 489_900],
          ['Premium AWD DCT', DCT, GAS, 559_900],
          ['SHS', AT, PHEV, 599_900, 2025],
        ],
      },
    ],
  },
  {
    name: 'JAC',
    models: [
      {
        name: 'Sei2',
        body: 'Crossover',
        from: 2018,
        versions: [
          ['Comfort TM', MT, GAS, 309_900],
          ['Limited CVT', CVT, GAS, 349_900],
        ],
      },
      {
        name: 'Sei3 Pro',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Comfort TM', MT, GAS, 329_900],
          ['Connect CVT', CVT, GAS, 369_900],
        ],
      },
      {
        name: 'Sei4 Pro',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Comfort CVT', CVT, GAS, 369_900],
          ['Limited Turbo DCT', DCT, GAS, 419_900],
        ],
      },
      {
        name: 'Sei7 Pro',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Comfort DCT', DCT, GAS, 449_900],
          ['Connect DCT', DCT, GAS, 489_900],
        ],
      },
      {
        name: 'J7',
        body: 'Sedán',
        from: 2023,
        versions: [
          ['Connect CVT', CVT, GAS, 349_900],
          ['Limited CVT', CVT, GAS, 389_900],
        ],
      },
      {
        name: 'E10X',
        body: 'Hatchback',
        from: 2022,
        versions: [
          ['Connect', AT, EV, 389_900],
          ['Limited', AT, EV, 419_900],
        ],
      },
      {
        name: 'Frison T8',
        body: 'Pickup',
        from: 2021,
        versions: [
          ['Cabina Doble Comfort TM', MT, GAS, 449_900],
          ['Limited 4x4 Diésel TA', AT, DSL, 589_900],
        ],
      },
      {
        name: 'X350',
        body: 'Chasis cabina',
        from: 2019,
        versions: [
          ['Chasis TM', MT, GAS, 359_900],
          ['Chasis Diésel TM', MT, DSL, 409_900],
        ],
      },
    ],
  },
  {
    name: 'BYD',
    models: [
      {
        name: 'Dolphin Mini',
        body: 'Hatchback',
        from: 2024,
        versions: [
          ['Estándar', AT, EV, 358_800],
          ['Plus', AT, EV, 398_800],
        ],
      },
      {
        name: 'Dolphin',
        body: 'Hatchback',
        from: 2023,
        versions: [
          ['Estándar', AT, EV, 499_800],
          ['Plus', AT, EV, 549_800],
        ],
      },
      {
        name: 'King',
        body: 'Sedán',
        from: 2024,
        versions: [
          ['GL DM-i', AT, PHEV, 419_800],
          ['GS DM-i', AT, PHEV, 459_800],
        ],
      },
      {
        name: 'Seal',
        body: 'Sedán',
        from: 2023,
        versions: [
          ['Dynamic RWD', AT, EV, 799_800],
          ['Performance AWD', AT, EV, 949_800],
        ],
      },
      {
        name: 'Han',
        body: 'Sedán',
        from: 2023,
        versions: [
          ['EV AWD', AT, EV, 1_099_800],
          ['DM-i', AT, PHEV, 899_800, 2025],
        ],
      },
      {
        name: 'Yuan Plus',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Estándar', AT, EV, 629_800],
          ['Plus', AT, EV, 699_800],
        ],
      },
      {
        name: 'Song Pro',
        body: 'SUV',
        from: 2024,
        versions: [
          ['GL DM-i', AT, PHEV, 519_800],
          ['GS DM-i', AT, PHEV, 569_800],
        ],
      },
      {
        name: 'Song Plus',
        body: 'SUV',
        from: 2023,
        versions: [
          ['DM-i', AT, PHEV, 699_800],
          ['Premium DM-i', AT, PHEV, 749_800],
        ],
      },
      {
        name: 'Tang',
        body: 'SUV',
        from: 2023,
        versions: [
          ['EV AWD', AT, EV, 1_349_800],
          ['DM-i AWD', AT, PHEV, 1_199_800, 2024],
        ],
      },
      {
        name: 'Shark',
        body: 'Pickup',
        from: 2025,
        versions: [
          ['GL', AT, PHEV, 899_800],
          ['GS', AT, PHEV, 949_800],
        ],
      },
    ],
  },
  {
    name: 'GWM',
    models: [
      {
        name: 'Haval Jolion',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Comfort DCT', DCT, GAS, 409_900],
          ['Premium DCT', DCT, GAS, 449_900],
          ['HEV Premium', AT, HEV, 499_900, 2023],
        ],
      },
      {
        name: 'Haval H6',
        body: 'SUV',
        from: 2022,
        versions: [
          ['Comfort DCT', DCT, GAS, 539_900],
          ['Supreme DCT', DCT, GAS, 599_900],
          ['HEV Supreme', AT, HEV, 649_900],
          ['PHEV Supreme', AT, PHEV, 749_900, 2024],
        ],
      },
      {
        name: 'Poer',
        body: 'Pickup',
        from: 2024,
        versions: [
          ['Comfort Diésel TM', MT, DSL, 549_900],
          ['Supreme Diésel 4x4 TA', AT, DSL, 699_900],
        ],
      },
      {
        name: 'Tank 300',
        body: 'SUV',
        from: 2024,
        versions: [
          ['Luxury 2.0T', AT, GAS, 999_900],
          ['HEV', AT, HEV, 1_099_900],
        ],
      },
      {
        name: 'Ora 03',
        body: 'Hatchback',
        from: 2023,
        versions: [
          ['Standard Range', AT, EV, 599_900],
          ['Great Range', AT, EV, 699_900],
        ],
      },
    ],
  },
  {
    name: 'Subaru',
    models: [
      {
        name: 'Impreza',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['Base CVT', CVT, GAS, 469_900],
          ['Sport CVT', CVT, GAS, 529_900],
        ],
      },
      {
        name: 'Crosstrek',
        body: 'Crossover',
        from: 2024,
        versions: [
          ['Base CVT', CVT, GAS, 529_900],
          ['Sport CVT', CVT, GAS, 579_900],
          ['Limited CVT', CVT, GAS, 619_900],
        ],
      },
      {
        name: 'Forester',
        body: 'SUV',
        from: 2015,
        versions: [
          ['Premium CVT', CVT, GAS, 639_900],
          ['Sport CVT', CVT, GAS, 689_900],
          ['Limited CVT', CVT, GAS, 729_900],
          ['e-Boxer Hybrid', CVT, HEV, 769_900, 2021],
        ],
      },
      {
        name: 'Outback',
        body: 'Station wagon',
        from: 2015,
        versions: [
          ['Limited CVT', CVT, GAS, 789_900],
          ['Touring XT CVT', CVT, GAS, 899_900, 2021],
        ],
      },
      {
        name: 'WRX',
        body: 'Sedán',
        from: 2015,
        versions: [
          ['Base TM', MT, GAS, 779_900],
          ['GT CVT', CVT, GAS, 869_900, 2022],
        ],
      },
      {
        name: 'BRZ',
        body: 'Coupé',
        from: 2015,
        versions: [
          ['Base TM', MT, GAS, 689_900],
          ['Limited TA', AT, GAS, 749_900],
        ],
      },
    ],
  },
  {
    name: 'Volvo',
    models: [
      {
        name: 'EX30',
        body: 'Crossover',
        from: 2024,
        versions: [
          ['Core', AT, EV, 799_900],
          ['Plus', AT, EV, 899_900],
          ['Ultra Twin', AT, EV, 999_900],
        ],
      },
      {
        name: 'XC40',
        body: 'Crossover',
        from: 2019,
        versions: [
          ['B4 Core', AT, GAS, 899_900],
          ['B5 Plus Dark', AT, GAS, 999_900],
          ['Recharge Twin', AT, EV, 1_149_900, 2021],
        ],
      },
      {
        name: 'EC40',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Core', AT, EV, 1_099_900],
          ['Ultra Twin', AT, EV, 1_249_900],
        ],
      },
      {
        name: 'XC60',
        body: 'SUV',
        from: 2015,
        versions: [
          ['B5 Core', AT, GAS, 1_049_900],
          ['B5 Plus', AT, GAS, 1_149_900],
          ['T8 Recharge Ultra', AT, PHEV, 1_399_900, 2018],
        ],
      },
      {
        name: 'XC90',
        body: 'SUV',
        from: 2015,
        versions: [
          ['B6 Plus', AT, GAS, 1_499_900],
          ['T8 Recharge Ultimate', AT, PHEV, 1_799_900, 2016],
        ],
      },
    ],
  },
  {
    name: 'Fiat',
    models: [
      {
        name: 'Mobi',
        body: 'Hatchback',
        from: 2017,
        versions: [
          ['Like TM', MT, GAS, 259_900],
          ['Trekking TM', MT, GAS, 279_900],
        ],
      },
      {
        name: 'Pulse',
        body: 'Crossover',
        from: 2022,
        versions: [
          ['Drive TM', MT, GAS, 359_900],
          ['Drive CVT', CVT, GAS, 389_900],
          ['Impetus Turbo CVT', CVT, GAS, 429_900],
          ['Abarth', AT, GAS, 469_900, 2023],
        ],
      },
      {
        name: 'Fastback',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Audace Turbo CVT', CVT, GAS, 449_900],
          ['Impetus Turbo CVT', CVT, GAS, 479_900],
          ['Abarth', AT, GAS, 519_900],
        ],
      },
    ],
  },
  {
    name: 'MINI',
    models: [
      {
        name: 'Cooper',
        body: 'Hatchback',
        from: 2015,
        versions: [
          ['C Classic', DCT, GAS, 649_900],
          ['S Favoured', DCT, GAS, 749_900],
          ['John Cooper Works', DCT, GAS, 879_900],
        ],
      },
      {
        name: 'Cooper Convertible',
        body: 'Convertible',
        from: 2015,
        versions: [
          ['C Classic', DCT, GAS, 749_900],
          ['S Favoured', DCT, GAS, 849_900],
        ],
      },
      {
        name: 'Countryman',
        body: 'SUV',
        from: 2015,
        versions: [
          ['C Classic', DCT, GAS, 799_900],
          ['S ALL4 Favoured', DCT, GAS, 929_900],
          ['SE ALL4', AT, EV, 1_049_900, 2025],
        ],
      },
    ],
  },
  {
    name: 'Changan',
    models: [
      {
        name: 'Alsvin',
        body: 'Sedán',
        from: 2023,
        versions: [
          ['Comfort TM', MT, GAS, 269_900],
          ['Luxury DCT', DCT, GAS, 309_900],
        ],
      },
      {
        name: 'CS35 Plus',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Comfort TA', AT, GAS, 379_900],
          ['Luxury TA', AT, GAS, 419_900],
        ],
      },
      {
        name: 'CS55 Plus',
        body: 'SUV',
        from: 2023,
        versions: [
          ['Comfort DCT', DCT, GAS, 449_900],
          ['Luxury DCT', DCT, GAS, 489_900],
        ],
      },
      {
        name: 'Uni-T',
        body: 'Crossover',
        from: 2023,
        versions: [
          ['Luxury DCT', DCT, GAS, 539_900],
          ['Sport DCT', DCT, GAS, 579_900],
        ],
      },
      {
        name: 'Hunter',
        body: 'Pickup',
        from: 2023,
        versions: [
          ['Comfort TA', AT, GAS, 579_900],
          ['Luxury 4x4 TA', AT, GAS, 629_900],
        ],
      },
    ],
  },
  {
    name: 'Tesla',
    models: [
      {
        name: 'Model 3',
        body: 'Sedán',
        from: 2019,
        versions: [
          ['Tracción Trasera', AT, EV, 881_900],
          ['Gran Autonomía AWD', AT, EV, 1_029_900],
        ],
      },
      {
        name: 'Model Y',
        body: 'Crossover',
        from: 2021,
        versions: [
          ['Tracción Trasera', AT, EV, 899_900],
          ['Gran Autonomía AWD', AT, EV, 1_049_900],
        ],
      },
    ],
  },
];

/** A stable 0…1 number from a string (FNV-1a), so each model ages at its own rate on every run. */
function unitHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0xffffffff;
}

/**
 * The year rows of one version: one per model year from the version's first year to 2026, the
 * 2026 price scaled back 4–6 % a year (the rate fixed per model, so its versions keep their
 * order) and rounded to hundreds of pesos. Never increasing back in time.
 */
export function versionYears(
  brand: BrandData,
  model: ModelData,
  version: VersionData,
): { year: number; price: number }[] {
  const [, , , price2026, from = model.from] = version;
  const rate = 0.04 + 0.02 * unitHash(`${brand.name}/${model.name}`);
  const rows: { year: number; price: number }[] = [];
  for (let year = Math.max(from, CATALOG_FIRST_YEAR); year <= CATALOG_LAST_YEAR; year += 1) {
    const factor = (1 - rate) ** (CATALOG_LAST_YEAR - year);
    rows.push({ year, price: Math.round((price2026 * factor) / 100) * 100 });
  }
  return rows;
}
