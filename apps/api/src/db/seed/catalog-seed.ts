import { nameKey, slugify } from '@vitrina/shared';
import { inArray, or, sql } from 'drizzle-orm';
import { insertJson } from '../bulk-insert';
import type { Tx } from '../client';
import { catalogBodies, catalogBrands, catalogModels, catalogVersions, catalogYears } from '../schema';
import { CATALOG_BODIES, CATALOG_BRANDS, versionYears } from './catalog-data';
import {
  BODY_ICON_PREFIX,
  BRAND_LOGO_PREFIX,
  bodyIconSvg,
  brandLogoSvg,
  type CatalogImages,
  storeDrawing,
} from './catalog-images';

const brandKeys = CATALOG_BRANDS.map((brand) => ({
  brand,
  slug: slugify(brand.name),
  key: nameKey(brand.name),
}));

type Named = { id: number; name: string };

/**
 * Draws and stores a logo for each new brand and an icon for each new body type (all at once:
 * sharp works on its own threads), then points the rows at them, one UPDATE per table.
 */
async function drawImages(tx: Tx, images: CatalogImages, brands: Named[], bodies: Named[]): Promise<void> {
  const draw = (rows: Named[], prefix: string, svg: (name: string) => string) =>
    Promise.all(
      rows.map(async ({ id, name }) => ({ id, key: await storeDrawing(images, prefix, svg(name)) })),
    );
  const [logos, icons] = await Promise.all([
    draw(brands, BRAND_LOGO_PREFIX, brandLogoSvg),
    draw(bodies, BODY_ICON_PREFIX, bodyIconSvg),
  ]);
  const keys = (rows: { id: number; key: string }[]) =>
    sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(id integer, key text)`;
  if (logos.length > 0) {
    await tx.execute(
      sql`update ${catalogBrands} set logo_path = t.key from ${keys(logos)} where ${catalogBrands.id} = t.id`,
    );
  }
  if (icons.length > 0) {
    await tx.execute(
      sql`update ${catalogBodies} set icon_path = t.key from ${keys(icons)} where ${catalogBodies.id} = t.id`,
    );
  }
}

/**
 * The demo vehicle catalog (catalog-data.ts): body types, brands, models, versions and years.
 * Idempotent and respectful of what is there: a brand is matched by slug or by name, a model,
 * version or year by name (case- and accent-insensitive) or year under its parent, and an
 * existing row is left exactly as it is; only what is missing is added. Once every demo brand
 * exists the catalog counts as seeded and nothing more is checked, so starting an already
 * seeded database costs one small query. Otherwise it is ten statements, one INSERT per table.
 * With `images` (the upload storage), the brands and body types it adds get a drawn logo or
 * icon (catalog-images.ts); rows that were there keep theirs, or their lack of one.
 */
export async function seedCatalogDemo(tx: Tx, images?: CatalogImages): Promise<void> {
  const lookup = () =>
    tx
      .select({ id: catalogBrands.id, name: catalogBrands.name, slug: catalogBrands.slug })
      .from(catalogBrands)
      .where(
        or(
          inArray(
            catalogBrands.slug,
            brandKeys.map((b) => b.slug),
          ),
          inArray(
            sql`vitrina_unaccent(lower(${catalogBrands.name}))`,
            brandKeys.map((b) => b.key),
          ),
        ),
      );
  const resolveBrands = (rows: { id: number; name: string; slug: string }[]) => {
    const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
    const byKey = new Map(rows.map((row) => [nameKey(row.name), row.id]));
    return brandKeys.map(({ brand, slug, key }) => ({ brand, slug, id: bySlug.get(slug) ?? byKey.get(key) }));
  };

  let brands = resolveBrands(await lookup());
  if (brands.every((b) => b.id !== undefined)) return;

  // Body types.
  const newBodies = await tx
    .insert(catalogBodies)
    .values(CATALOG_BODIES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: catalogBodies.id, name: catalogBodies.name });
  const bodyIds = new Map(
    (await tx.select({ id: catalogBodies.id, name: catalogBodies.name }).from(catalogBodies)).map((b) => [
      nameKey(b.name),
      b.id,
    ]),
  );

  // Brands: only the missing ones; a clash on name or slug with another row leaves that row be.
  const missing = brands.filter((b) => b.id === undefined);
  const newBrands = await tx
    .insert(catalogBrands)
    .values(missing.map(({ brand, slug }) => ({ name: brand.name, slug })))
    .onConflictDoNothing()
    .returning({ id: catalogBrands.id, name: catalogBrands.name });
  if (images) await drawImages(tx, images, newBrands, newBodies);
  brands = resolveBrands(await lookup());
  const seeded = brands.filter((b): b is typeof b & { id: number } => b.id !== undefined);

  // Models under their brands.
  await insertJson(
    tx,
    catalogModels,
    { brand_id: 'integer', name: 'text', body_id: 'integer' },
    seeded.flatMap(({ brand, id }) =>
      brand.models.map((model) => ({
        brand_id: id,
        name: model.name,
        body_id: bodyIds.get(nameKey(model.body)) ?? null,
      })),
    ),
  );
  const modelIds = new Map(
    (
      await tx
        .select({ id: catalogModels.id, brand_id: catalogModels.brand_id, name: catalogModels.name })
        .from(catalogModels)
        .where(
          inArray(
            catalogModels.brand_id,
            seeded.map((b) => b.id),
          ),
        )
    ).map((m) => [`${m.brand_id}/${nameKey(m.name)}`, m.id]),
  );
  const models = seeded.flatMap(({ brand, id }) =>
    brand.models.flatMap((model) => {
      const modelId = modelIds.get(`${id}/${nameKey(model.name)}`);
      return modelId === undefined ? [] : [{ brand, model, id: modelId }];
    }),
  );

  // Versions under their models.
  await insertJson(
    tx,
    catalogVersions,
    { model_id: 'integer', name: 'text', transmission: 'text', fuel: 'text' },
    models.flatMap(({ model, id }) =>
      model.versions.map(([name, transmission, fuel]) => ({ model_id: id, name, transmission, fuel })),
    ),
  );
  const versionIds = new Map(
    (
      await tx
        .select({ id: catalogVersions.id, model_id: catalogVersions.model_id, name: catalogVersions.name })
        .from(catalogVersions)
        .where(
          inArray(
            catalogVersions.model_id,
            models.map((m) => m.id),
          ),
        )
    ).map((v) => [`${v.model_id}/${nameKey(v.name)}`, v.id]),
  );

  // Years under their versions; an existing (version, year) keeps its price.
  await insertJson(
    tx,
    catalogYears,
    { version_id: 'integer', year: 'smallint', list_price_cents: 'bigint' },
    models.flatMap(({ brand, model, id }) =>
      model.versions.flatMap((version) => {
        const versionId = versionIds.get(`${id}/${nameKey(version[0])}`);
        if (versionId === undefined) return [];
        return versionYears(brand, model, version).map(({ year, price }) => ({
          version_id: versionId,
          year,
          list_price_cents: price * 100,
        }));
      }),
    ),
  );
}
