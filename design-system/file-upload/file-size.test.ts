import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('steps by 1024 with at most one decimal', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_048_576)).toBe('1 MB');
    expect(formatFileSize(2_621_440)).toBe('2.5 MB');
    expect(formatFileSize(1_073_741_824)).toBe('1 GB');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(1_048_535)).toBe('1 MB');
  });

  it('rounds up, so a size only reads 50 MB when it is within the limit', () => {
    expect(formatFileSize(1025)).toBe('1.1 KB');
    expect(formatFileSize(52428799)).toBe('50 MB');
    expect(formatFileSize(52428800)).toBe('50 MB');
    expect(formatFileSize(52428801)).toBe('50.1 MB');
  });

  it('treats nonsense as nothing', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
