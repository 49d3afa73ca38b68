import { nameKey } from '@vitrina/shared';
import type { Tx } from '../../db/client';
import type { Plan } from './catalog-upload.plan';
import { SEP } from './catalog-upload.read';
import {
  insertBodies,
  insertBrands,
  insertModels,
  insertVersions,
  insertYears,
  updateModelBodies,
  updateVersions,
  updateYearPrices,
} from './catalog-upload.repository';

/**
 * Writes a plan inside the caller's transaction, parents first: bodies and brands, then models,
 * versions and years, each in multi-row statements. New entries' ids are read back by their
 * natural key (parent id and name key), so children attach to the right parent.
 */
export async function applyPlan(tx: Tx, plan: Plan): Promise<void> {
  const bodies = new Map(plan.ids.bodies);
  for (const body of await insertBodies(tx, [...plan.create.bodies.values()])) {
    bodies.set(nameKey(body.name), body.id);
  }
  const brands = new Map(plan.ids.brands);
  for (const brand of await insertBrands(tx, [...plan.create.brands.values()])) {
    brands.set(nameKey(brand.name), brand.id);
  }

  await updateModelBodies(
    tx,
    [...plan.update.models].map(([id, body]) => ({ id, body_id: required(bodies, body) })),
  );
  const models = new Map(plan.ids.models);
  const brandPath = inverse(brands);
  const createdModels = await insertModels(
    tx,
    [...plan.create.models.values()].map((model) => ({
      brand_id: required(brands, model.brand),
      name: model.name,
      body_id: required(bodies, model.body),
    })),
  );
  for (const model of createdModels) {
    models.set(brandPath.get(model.brand_id) + SEP + nameKey(model.name), model.id);
  }

  await updateVersions(
    tx,
    [...plan.update.versions].map(([id, version]) => ({ id, ...version })),
  );
  const versions = new Map(plan.ids.versions);
  const modelPath = inverse(models);
  const createdVersions = await insertVersions(
    tx,
    [...plan.create.versions.values()].map((version) => ({
      model_id: required(models, version.model),
      name: version.name,
      transmission: version.transmission,
      fuel: version.fuel,
    })),
  );
  for (const version of createdVersions) {
    versions.set(modelPath.get(version.model_id) + SEP + nameKey(version.name), version.id);
  }

  await updateYearPrices(
    tx,
    [...plan.update.years].map(([id, cents]) => ({ id, cents })),
  );
  await insertYears(
    tx,
    plan.create.years.map((year) => ({
      version_id: required(versions, year.version),
      year: year.year,
      cents: year.cents,
    })),
  );
}

function required(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error('Bulk upload: a planned parent was not written');
  return id;
}

function inverse(ids: Map<string, number>): Map<number, string> {
  return new Map([...ids].map(([key, id]) => [id, key]));
}
