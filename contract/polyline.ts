/**
 * Google's Encoded Polyline Algorithm Format, at a chosen precision (core.md 3: GPS activity
 * polylines use 6 decimals, about 11 cm). The server encodes GPS activity with it and the app
 * decodes it for the map, so both sides share this one codec.
 *
 * Each coordinate is scaled by 10^precision and rounded (half away from zero, as the reference
 * encoders do), and the difference from the previous point's scaled value is written: shifted
 * left one bit (inverted when negative), cut into 5-bit chunks from the low end, each chunk but
 * the last ORed with 0x20, and each plus 63 as an ASCII character. Arithmetic is done with
 * numbers rather than 32-bit operators, so no value range overflows.
 */

/** Spec (core.md 3): GPS activity polylines are encoded at precision 6. */
export const GPS_POLYLINE_PRECISION = 6;

/** [latitude, longitude] in degrees. */
export type PolylinePoint = readonly [number, number];

const roundAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

function encodeValue(delta: number): string {
  // Zig-zag: 0, -1, 1, -2, 2 … → 0, 1, 2, 3, 4 …
  let value = delta < 0 ? -2 * delta - 1 : 2 * delta;
  let text = '';
  while (value >= 0x20) {
    text += String.fromCharCode((value % 0x20) + 0x20 + 63);
    value = Math.floor(value / 0x20);
  }
  return text + String.fromCharCode(value + 63);
}

/** The encoded text of the points, in order (an empty text for none). */
export function encodePolyline(
  points: readonly PolylinePoint[],
  precision: number = GPS_POLYLINE_PRECISION,
): string {
  const factor = 10 ** precision;
  let previousLat = 0;
  let previousLng = 0;
  let text = '';
  for (const [latitude, longitude] of points) {
    const lat = roundAway(latitude * factor);
    const lng = roundAway(longitude * factor);
    text += encodeValue(lat - previousLat) + encodeValue(lng - previousLng);
    previousLat = lat;
    previousLng = lng;
  }
  return text;
}

/**
 * The points of an encoded text. A malformed text (a character outside '?'…'~', or one that
 * stops inside a value or after a latitude alone) throws, rather than answering a wrong line.
 */
export function decodePolyline(
  text: string,
  precision: number = GPS_POLYLINE_PRECISION,
): [number, number][] {
  const factor = 10 ** precision;
  const points: [number, number][] = [];
  let index = 0;
  const nextValue = (): number => {
    let result = 0;
    let scale = 1;
    for (;;) {
      if (index >= text.length) throw new Error('Malformed polyline: it ends inside a value');
      const chunk = text.charCodeAt(index++) - 63;
      if (chunk < 0 || chunk > 63) throw new Error('Malformed polyline: unexpected character');
      result += (chunk % 0x20) * scale;
      scale *= 0x20;
      if (chunk < 0x20) break;
    }
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  let lat = 0;
  let lng = 0;
  while (index < text.length) {
    lat += nextValue();
    lng += nextValue();
    points.push([lat / factor, lng / factor]);
  }
  return points;
}
