import { setImmediate as breathe } from 'node:timers/promises';
import { type CatalogUploadCounts, type Fuel, nameKey, slugify, type Transmission } from '@vitrina/shared';
import type { Db, Tx } from '../../db/client';
import { type ReadUpload, SEP } from './catalog-upload.read';
import { loadExisting } from './catalog-upload.repository';
import type { UploadRow } from './catalog-upload.validation';

/**
 * What an upload's valid rows change in the catalog: entries are matched by name key under their
 * parent, so the same file twice plans nothing. catalog-upload.apply.ts writes a plan.
 */

/** Rows planned per turn of the event loop: 20,000 of them take tens of milliseconds. */
const TURN_ROWS = 2_000;

type ValidRow = UploadRow & { transmission: Transmission; fuel: Fuel; year: number; priceCents: number };
export type Action = 'create' | 'update' | 'unchanged';

export interface Plan {
  actions: Map<number, Action>;
  /** Ids of the entries that exist, by key (bodies, brands) or path (models, versions). */
  ids: Record<'bodies' | 'brands' | 'models' | 'versions', Map<string, number>>;
  create: {
    bodies: Map<string, string>;
    brands: Map<string, { name: string; slug: string }>;
    models: Map<string, { brand: string; name: string; body: string }>;
    versions: Map<string, { model: string; name: string; transmission: string; fuel: string }>;
    years: { version: string; year: number; cents: number }[];
  };
  update: {
    /** Model id → body key. */
    models: Map<number, string>;
    versions: Map<number, { transmission: string; fuel: string }>;
    /** Year id → price in centavos. */
    years: Map<number, number>;
  };
}

/** What the valid rows change in the catalog as it is now (read through `db`, a transaction when applying). */
export async function planUpload(db: Db | Tx, read: ReadUpload): Promise<Plan> {
  const rows = read.rows.filter((row): row is ValidRow => row.valid);
  const brandKeys = new Set(rows.map((row) => nameKey(row.brand)));
  const existing = await loadExisting(db, (brands) =>
    brands.filter((brand) => brandKeys.has(nameKey(brand.name))).map((brand) => brand.id),
  );
  const pathOf = new Map<string, Map<number, string>>();
  const index = <T extends { id: number }>(
    kind: string,
    items: T[],
    path: (item: T) => string | undefined,
  ) => {
    const byPath = new Map<string, T>();
    const paths = new Map<number, string>();
    for (const item of items) {
      const found = path(item);
      if (found === undefined) continue;
      byPath.set(found, item);
      paths.set(item.id, found);
    }
    pathOf.set(kind, paths);
    return byPath;
  };
  const parent = (kind: string, id: number | null) => (id === null ? undefined : pathOf.get(kind)?.get(id));
  const bodies = index('bodies', existing.bodies, (body) => nameKey(body.name));
  const brands = index('brands', existing.brands, (brand) => nameKey(brand.name));
  const models = index('models', existing.models, (m) => join(parent('brands', m.brand_id), m.name));
  const versions = index('versions', existing.versions, (v) => join(parent('models', v.model_id), v.name));
  const years = index('years', existing.years, (y) =>
    join(parent('versions', y.version_id), String(y.year), false),
  );

  const plan: Plan = {
    actions: new Map(),
    ids: {
      bodies: new Map([...bodies].map(([key, body]) => [key, body.id])),
      brands: new Map([...brands].map(([key, brand]) => [key, brand.id])),
      models: new Map([...models].map(([key, model]) => [key, model.id])),
      versions: new Map([...versions].map(([key, version]) => [key, version.id])),
    },
    create: { bodies: new Map(), brands: new Map(), models: new Map(), versions: new Map(), years: [] },
    update: { models: new Map(), versions: new Map(), years: new Map() },
  };
  const slugs = new Set(existing.brands.map((brand) => brand.slug));
  const updatedModels = new Set<string>();
  const updatedVersions = new Set<string>();

  for (const [i, row] of rows.entries()) {
    if (i % TURN_ROWS === TURN_ROWS - 1) await breathe();
    const brand = nameKey(row.brand);
    const body = nameKey(row.body);
    const modelPath = join(brand, row.model)!;
    const versionPath = join(modelPath, row.version)!;
    if (!bodies.has(body) && !plan.create.bodies.has(body)) plan.create.bodies.set(body, row.body);
    if (!brands.has(brand) && !plan.create.brands.has(brand)) {
      plan.create.brands.set(brand, { name: row.brand, slug: uniqueSlug(row.brand, slugs) });
    }

    const model = models.get(modelPath);
    if (model) {
      const bodyId = bodies.get(body)?.id;
      if (bodyId === undefined || model.body_id !== bodyId) {
        plan.update.models.set(model.id, body);
        updatedModels.add(modelPath);
      }
    } else if (!plan.create.models.has(modelPath)) {
      plan.create.models.set(modelPath, { brand, name: row.model, body });
    }

    const version = versions.get(versionPath);
    if (version) {
      if (version.transmission !== row.transmission || version.fuel !== row.fuel) {
        plan.update.versions.set(version.id, { transmission: row.transmission, fuel: row.fuel });
        updatedVersions.add(versionPath);
      }
    } else if (!plan.create.versions.has(versionPath)) {
      plan.create.versions.set(versionPath, {
        model: modelPath,
        name: row.version,
        transmission: row.transmission,
        fuel: row.fuel,
      });
    }

    const year = years.get(versionPath + SEP + row.year);
    let action: Action = 'unchanged';
    if (!year) {
      plan.create.years.push({ version: versionPath, year: row.year, cents: row.priceCents });
      action = 'create';
    } else if (year.cents !== row.priceCents) {
      plan.update.years.set(year.id, row.priceCents);
      action = 'update';
    } else if (updatedModels.has(modelPath) || updatedVersions.has(versionPath)) action = 'update';
    plan.actions.set(row.row, action);
  }
  return plan;
}

/** A child's path under its parent's, or undefined when the parent is unknown. */
function join(parentPath: string | undefined, name: string, byKey = true): string | undefined {
  return parentPath === undefined ? undefined : parentPath + SEP + (byKey ? nameKey(name) : name);
}

/** slugify(name), with -2, -3… when another brand has it; `taken` grows with each new slug. */
function uniqueSlug(name: string, taken: Set<string>): string {
  const base = (slugify(name) || 'marca').slice(0, 72).replace(/-+$/, '');
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export function planCounts(plan: Plan): { create: CatalogUploadCounts; update: CatalogUploadCounts } {
  return {
    create: {
      brands: plan.create.brands.size,
      bodies: plan.create.bodies.size,
      models: plan.create.models.size,
      versions: plan.create.versions.size,
      years: plan.create.years.length,
    },
    update: {
      brands: 0,
      bodies: 0,
      models: plan.update.models.size,
      versions: plan.update.versions.size,
      years: plan.update.years.size,
    },
  };
}
