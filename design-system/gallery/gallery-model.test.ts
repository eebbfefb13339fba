import { describe, expect, it } from 'vitest';
import {
  GALLERY_DOWNLOAD_FALLBACK_ERROR,
  canGoNext,
  canGoPrevious,
  clampSlide,
  downloadErrorMessage,
  slideForKey,
} from './gallery-model';

describe('clampSlide', () => {
  it('keeps the index inside the slides', () => {
    expect(clampSlide(-1, 3)).toBe(0);
    expect(clampSlide(1, 3)).toBe(1);
    expect(clampSlide(3, 3)).toBe(2);
    expect(clampSlide(2, 0)).toBe(0);
  });
});

describe('no looping', () => {
  it('stops Previous at the first slide and Next at the last', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(1, 3)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
    expect(canGoNext(0, 1)).toBe(false);
  });

  it('moves with the arrow keys without wrapping', () => {
    expect(slideForKey('ArrowRight', 0, 3)).toBe(1);
    expect(slideForKey('ArrowRight', 2, 3)).toBeNull();
    expect(slideForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(slideForKey('ArrowLeft', 0, 3)).toBeNull();
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(slideForKey('Home', 2, 3)).toBe(0);
    expect(slideForKey('Home', 0, 3)).toBeNull();
    expect(slideForKey('End', 0, 3)).toBe(2);
    expect(slideForKey('End', 2, 3)).toBeNull();
    expect(slideForKey('ArrowDown', 0, 3)).toBeNull();
    expect(slideForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('downloadErrorMessage', () => {
  it('shows the error message', () => {
    expect(downloadErrorMessage(new Error('The link has expired'))).toBe('The link has expired');
    expect(downloadErrorMessage('Forbidden')).toBe('Forbidden');
  });

  it('falls back to the generic text', () => {
    expect(downloadErrorMessage(new Error(''))).toBe('Sorry, something went wrong');
    expect(downloadErrorMessage(undefined)).toBe(GALLERY_DOWNLOAD_FALLBACK_ERROR);
  });
});
