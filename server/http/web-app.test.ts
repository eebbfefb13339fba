import { describe, expect, it } from 'vitest';
import { resolveInside } from './web-app';

describe('resolveInside', () => {
  const root = '/srv/dist';
  it('resolves files inside the folder', () => {
    expect(resolveInside(root, 'assets/app.js')).toBe('/srv/dist/assets/app.js');
    expect(resolveInside(root, 'index.html')).toBe('/srv/dist/index.html');
  });
  it('refuses to leave the folder', () => {
    expect(resolveInside(root, '../etc/passwd')).toBeNull();
    expect(resolveInside(root, 'assets/../../etc/passwd')).toBeNull();
    expect(resolveInside(root, 'a\0b')).toBeNull();
  });
});
