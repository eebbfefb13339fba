import { crc32, deflateSync } from 'node:zlib';

/** One pixel's red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, check]);
}

/**
 * A PNG (8-bit RGB, no interlace) of `width` × `height` whose pixels `paint` gives: the demo's
 * pictures are drawn here rather than shipped as files.
 */
export function drawPng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const start = y * (1 + width * 3);
    rows[start] = 0; // no filter
    for (let x = 0; x < width; x += 1) rows.set(paint(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A clock-in "selfie" for the demo: a sky, a person in a hard hat of `hat` colour and a
 * high-visibility vest, in front of a site's ground.
 */
export function demoSelfie(hat: Rgb, size = 320): Buffer {
  const inCircle = (x: number, y: number, cx: number, cy: number, r: number) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  return drawPng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    // The hard hat: the top half of a circle above the face, with a brim.
    if (v < 0.36 && inCircle(u, v, 0.5, 0.36, 0.2)) return hat;
    if (v >= 0.34 && v < 0.38 && u > 0.25 && u < 0.75) return hat;
    if (inCircle(u, v, 0.5, 0.5, 0.15)) return [224, 172, 138];
    // The vest over the shoulders, with its reflective stripe.
    if (v > 0.68 && Math.abs(u - 0.5) < 0.18 + (v - 0.68) * 0.9)
      return v > 0.8 && v < 0.85 ? [220, 220, 220] : [247, 148, 29];
    return v > 0.82 ? [139, 115, 85] : [Math.round(135 + 60 * v), Math.round(190 + 30 * v), 235];
  });
}
