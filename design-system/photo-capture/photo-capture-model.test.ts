import { describe, expect, it } from 'vitest';
import {
  PHOTO_CAPTURE_ACCEPT,
  PHOTO_EXTENSIONS,
  photoChosenAnnouncement,
  validatePhoto,
} from './photo-capture-model';

const PHOTO_LIST = '.png, .jpg or .jpeg';

describe('the photo rules', () => {
  it('takes PNG and JPEG only, as the spec names them', () => {
    expect(PHOTO_EXTENSIONS).toEqual(['.png', '.jpg', '.jpeg']);
    expect(PHOTO_CAPTURE_ACCEPT).toBe('image/jpeg,image/png');
  });
});

describe('validatePhoto', () => {
  it.each(['shot.png', 'shot.jpg', 'shot.jpeg', 'IMG_2031.JPG', 'Shot.JpEg'])(
    'accepts %s',
    (name) => {
      expect(validatePhoto({ name, size: 2048, type: '' })).toBeNull();
    },
  );

  it('accepts the declared types of a PNG and a JPEG', () => {
    expect(validatePhoto({ name: 'a.png', size: 1, type: 'image/png' })).toBeNull();
    expect(validatePhoto({ name: 'a.jpg', size: 1, type: 'image/jpeg' })).toBeNull();
  });

  it.each(['plan.pdf', 'notes.txt', 'photo.heic', 'photo.webp', 'README'])(
    'refuses %s with the attachment text, offering only the photo types',
    (name) => {
      expect(validatePhoto({ name, size: 10 })).toEqual({
        code: 'unsupported-type',
        message: `${name} is not a supported file type. Use ${PHOTO_LIST}.`,
      });
    },
  );

  it('refuses a photo name whose declared type is another', () => {
    expect(validatePhoto({ name: 'scan.png', size: 10, type: 'application/pdf' })).toEqual({
      code: 'unsupported-type',
      message: `scan.png is not a supported file type. Use ${PHOTO_LIST}.`,
    });
  });

  it('accepts up to 52428800 bytes inclusive', () => {
    expect(validatePhoto({ name: 'big.jpg', size: 52428800, type: 'image/jpeg' })).toBeNull();
    expect(validatePhoto({ name: 'big.jpg', size: 52428801, type: 'image/jpeg' })).toEqual({
      code: 'too-large',
      message: 'big.jpg is larger than 50 MB.',
    });
  });

  it('names the type before the size', () => {
    expect(validatePhoto({ name: 'huge.pdf', size: 52428801 })?.code).toBe('unsupported-type');
  });
});

describe('photoChosenAnnouncement', () => {
  it('says the size as the preview shows it', () => {
    expect(photoChosenAnnouncement(1536)).toBe('Photo chosen, 1.5 KB.');
  });
});
