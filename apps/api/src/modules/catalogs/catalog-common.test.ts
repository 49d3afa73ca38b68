import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildModel } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { catalogBrands, catalogModels } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isUniqueViolation, writeTransaction } from '../../lib/write';
import { inUse } from './catalog-common';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('writeTransaction', () => {
  it('turns the unique index a racing write hits into the field error the check gives', async () => {
    await buildBrand(database.db, { name: 'Škoda', slug: 'skoda' });
    const rules = {
      unique: {
        catalog_brands_name_key: ['name', 'errors.name_taken'],
        catalog_brands_slug_unique: ['slug', 'errors.slug_taken'],
      },
    } as const;
    // No check before the insert: what a request that lost the race meets.
    const name = await refusal(
      writeTransaction(database.db, rules, (tx) =>
        tx.insert(catalogBrands).values({ name: 'SKODA', slug: 'otra' }),
      ),
    );
    expect(name.statusCode).toBe(422);
    expect(name.fieldErrors).toEqual({ name: ['errors.name_taken'] });
    const slug = await refusal(
      writeTransaction(database.db, rules, (tx) =>
        tx.insert(catalogBrands).values({ name: 'Otra', slug: 'skoda' }),
      ),
    );
    expect(slug.fieldErrors).toEqual({ slug: ['errors.slug_taken'] });
  });

  it('turns a foreign-key refusal into what it means for the write, and rolls the transaction back', async () => {
    const brand = await buildBrand(database.db);
    await buildModel(database.db, { brand_id: brand.id });
    const error = await refusal(
      writeTransaction(database.db, { foreignKey: () => inUse('es') }, async (tx) => {
        await tx.insert(catalogBrands).values({ name: 'Revertida', slug: 'revertida' });
        await tx.delete(catalogBrands);
      }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.params).toEqual({ reason: 'registros de otros módulos' });
    const left = await database.db.select().from(catalogBrands);
    expect(left.map((row) => row.slug)).not.toContain('revertida');
    const parent = await refusal(
      writeTransaction(
        database.db,
        {
          foreignKey: (constraint) =>
            new HttpError(422, 'errors.parent_not_found', { constraint: constraint ?? '' }),
        },
        (tx) => tx.insert(catalogModels).values({ brand_id: 987654, name: 'Huérfano' }),
      ),
    );
    expect(parent.params).toEqual({ constraint: 'catalog_models_brand_id_catalog_brands_id_fk' });
  });

  it('tells a unique index refusal by its index, for callers that answer it otherwise', async () => {
    await buildBrand(database.db, { name: 'Lancia', slug: 'lancia' });
    const error = await database.db
      .insert(catalogBrands)
      .values({ name: 'LANCIA', slug: 'otra-lancia' })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'catalog_brands_name_key')).toBe(true);
    expect(isUniqueViolation(error, 'catalog_brands_slug_unique')).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
  });

  it('lets other errors through untouched', async () => {
    const boom = new Error('boom');
    await expect(
      writeTransaction(database.db, {}, async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

describe('inUse', () => {
  it('says how many, singular and plural, in both languages', () => {
    expect(inUse('es', 'models', 1).params).toEqual({ reason: '1 modelo' });
    expect(inUse('es', 'versions', 4).params).toEqual({ reason: '4 versiones' });
    expect(inUse('en', 'years', 1).params).toEqual({ reason: '1 year' });
    expect(inUse('en', 'years', 0).params).toEqual({ reason: '0 years' });
  });
});
