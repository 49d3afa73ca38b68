import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the spot, and multipart bodies to send them in. */

export interface MultipartPart {
  field: string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body (RFC 7578) for `app.inject`. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename) headers.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

/** The usual case: one file in the `file` field. */
export function fileUpload(content: Buffer | string, filename = 'imagen.jpg', contentType = 'image/jpeg') {
  return multipart([{ field: 'file', filename, contentType, content }]);
}

/**
 * A 2400 × 1600 JPEG shot "sideways": EXIF orientation 6 (rotate 90° clockwise to view), with
 * camera make/model and GPS coordinates in its EXIF. Viewed upright it is 1600 × 2400.
 */
export async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 30, b: 40 } } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1040c0' } })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'VitrinaCam', Model: 'Prueba 1', Copyright: 'Vitrina pruebas' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 25/1 4200/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '99/1 7/1 3000/100',
      },
    })
    .toBuffer();
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export async function smallWebp(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();
}

export async function smallGif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#ff0000' } })
    .gif()
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">' +
    '<script>fetch("/api/mi-vitrina/auth/profile").then(r=>r.text()).then(alert)</script>' +
    '<rect width="200" height="200" fill="red"/></svg>',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb in a few hundred bytes: a valid PNG whose header declares
 * `width × height` grey pixels, with a tiny compressed IDAT (one zero row; a decoder that
 * trusted the header would allocate width × height bytes before noticing).
 */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether raw EXIF holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
