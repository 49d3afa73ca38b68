import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  photoWithExif,
  pngBomb,
  SVG_WITH_SCRIPT,
  smallGif,
  smallPng,
  smallWebp,
} from '../../test/image-fixtures';
import { inspectImage, renderVariants, sniffFormat, VARIANT_SIZES } from './images';

const LIMITS = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000 };

describe('image pipeline', () => {
  it('recognises JPEG, PNG and WebP by their bytes, nothing else', async () => {
    expect(sniffFormat(await photoWithExif())).toBe('jpeg');
    expect(sniffFormat(await smallPng())).toBe('png');
    expect(sniffFormat(await smallWebp())).toBe('webp');
    expect(sniffFormat(await smallGif())).toBeNull();
    expect(sniffFormat(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });

  it('reads the size of a bomb from its header alone and refuses it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    await expect(inspectImage(bomb, LIMITS)).rejects.toMatchObject({
      statusCode: 422,
      key: 'errors.image_too_many_pixels',
      params: { megapixels: 40 },
    });
    // Just over the limit is refused too; just under is not.
    await expect(inspectImage(pngBomb(8000, 5001), LIMITS)).rejects.toMatchObject({ statusCode: 422 });
    await expect(inspectImage(await smallPng(8000, 5000), LIMITS)).resolves.toMatchObject({
      format: 'png',
      width: 8000,
      height: 5000,
    });
  });

  it('refuses a file over the byte limit', async () => {
    const big = Buffer.concat([await smallPng(), Buffer.alloc(1024 * 1024)]);
    await expect(inspectImage(big, { ...LIMITS, maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      statusCode: 413,
      params: { megabytes: '1' },
    });
    await expect(inspectImage(big, { ...LIMITS, maxBytes: 1.5 * 1024 * 1024 })).resolves.toMatchObject({
      format: 'png',
    });
  });

  it('refuses a PNG signature in front of something else', async () => {
    const fake = Buffer.concat([(await smallPng()).subarray(0, 8), Buffer.from('<svg/>')]);
    await expect(renderVariants(fake, LIMITS)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('renders three WebP variants inside 160, 640 and 1600 squares', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const variants = await renderVariants(wide, LIMITS);
    for (const [variant, side] of Object.entries(VARIANT_SIZES)) {
      const meta = await sharp(variants[variant as keyof typeof variants]).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', side, side / 4]);
    }
  });
});
