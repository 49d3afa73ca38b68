/**
 * A used vehicle's photo upload (issue 12, "Performance"): a 10 MB JPEG (24 megapixels, 6000 ×
 * 4000, grainy enough that it does not compress below 10 MB) sent as multipart to
 * `POST /api/mi-vitrina/inventory/:id/photos` by an administrator, timed until the answer, which comes once
 * the three WebP variants are stored and the photo row is written; the variants are then fetched
 * to check that they exist. The reference, measured in the same run and interleaved with the
 * uploads, is the same work done with sharp directly: decode the JPEG, turn it upright, resize
 * it into the three variants and encode them as WebP (the sizes and qualities of lib/images.ts).
 * The ratio upload / reference is what the route adds: multipart, validation, the header check,
 * storage, the transaction and its audit entry.
 *
 * The default UPLOAD_MAX_BYTES (8 MB) refuses such a file with 413, so this server allows 12 MB.
 * Runs on PGlite with a data directory on disk and, with TEST_DATABASE_URL, on PostgreSQL.
 * Prints figures; never fails on time.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRow } from '../apps/api/src/db/query';
import { VARIANT_SIZES } from '../apps/api/src/lib/images';
import { adminToken, type Opened, positiveNumber, runEngines, startServer } from './engines';
import { seedDemo } from './fixtures';

const ROUNDS = positiveNumber('BENCH_UPLOAD_ROUNDS', 5);
const UPLOAD_LIMIT = 12 * 1024 * 1024;
/** lib/images.ts's WebP qualities. */
const QUALITY = { thumb: 80, card: 80, full: 82 } as const;

/** About 10 MB of JPEG: 24 megapixels of grain at quality 90 (the size is printed). */
async function bigJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: { r: 90, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What the pipeline does to an upload, with sharp directly. */
async function sharpDirectly(bytes: Buffer): Promise<void> {
  const base = sharp(bytes).autoOrient();
  await Promise.all(
    (Object.keys(VARIANT_SIZES) as (keyof typeof VARIANT_SIZES)[]).map((variant) =>
      base
        .clone()
        .resize({
          width: VARIANT_SIZES[variant],
          height: VARIANT_SIZES[variant],
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: QUALITY[variant] })
        .toBuffer(),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure({ engine, database }: Opened) {
  await seedDemo(database);
  const jpeg = await bigJpeg();
  const server = await startServer(database, undefined, { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) });
  try {
    const { base } = server;
    const vehicle = await queryRow<{ id: number }>(
      database.db,
      sql`select id from vehicles where deleted_at is null and photos_count = 0 order by id limit 1`,
    );
    if (!vehicle) throw new Error('the demo seed has no vehicle without photos');
    const token = await adminToken(server);

    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
      const began = performance.now();
      const answer = await fetch(`${base}/api/mi-vitrina/inventory/${vehicle.id}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await answer.json()) as { data?: { image: Record<string, string> }[]; message?: string };
      const ms = performance.now() - began;
      if (answer.status !== 201 || !body.data) {
        throw new Error(`the upload answered ${answer.status}: ${body.message ?? ''}`);
      }
      // The newest photo is the last; each of its variants must be there.
      const image = body.data.at(-1)!.image;
      for (const url of Object.values(image)) {
        const variant = await fetch(url.startsWith('http') ? url : `${base}${url}`);
        await variant.arrayBuffer();
        if (variant.status !== 200) throw new Error(`${url} answered ${variant.status}`);
      }
      return ms;
    };
    const direct = async () => {
      const began = performance.now();
      await sharpDirectly(jpeg);
      return performance.now() - began;
    };

    // One of each unmeasured first (sharp's and the server's first call pay for loading).
    await direct();
    await upload();
    const uploads: number[] = [];
    const references: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      references.push(await direct());
      uploads.push(await upload());
    }
    const result = {
      engine,
      megabytes: jpeg.length / 1024 / 1024,
      rounds: ROUNDS,
      uploadMs: median(uploads),
      referenceMs: median(references),
      ratio: median(uploads) / median(references),
      uploads,
      references,
    };
    process.stdout.write(
      `    ${result.megabytes.toFixed(2)} MB JPEG, 6000 × 4000; median of ${ROUNDS}:\n` +
        `    sharp directly (decode, resize into 3 WebP variants)   ${result.referenceMs.toFixed(0).padStart(6)} ms   (${references.map((ms) => ms.toFixed(0)).join(', ')})\n` +
        `    POST /api/mi-vitrina/inventory/:id/photos until 201               ${result.uploadMs.toFixed(0).padStart(6)} ms   (${uploads.map((ms) => ms.toFixed(0)).join(', ')})\n` +
        `    upload / sharp directly ${result.ratio.toFixed(2)}\n`,
    );
    return result;
  } finally {
    await server.close();
  }
}

runEngines(measure);
