/**
 * The map's base tiles, from the one place the app reads them: VITE_MAP_TILE_URL (streets) and
 * VITE_MAP_SATELLITE_TILE_URL (imagery), URL templates such as https://tile.example/{z}/{x}/{y}.png
 * set at build time (README, Configuration). Without them every map draws its shapes on a plain
 * background and makes no request.
 */
export const MAP_TILES = {
  tileUrl: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || null,
  tileAttribution: (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) || undefined,
  satelliteTileUrl: (import.meta.env.VITE_MAP_SATELLITE_TILE_URL as string | undefined) || null,
} as const;
