import { describe, expect, it } from 'vitest';
import {
  FILE_UPLOAD_ACCEPT,
  FILE_UPLOAD_EXTENSIONS,
  FILE_UPLOAD_INVALID_FILES_MESSAGE,
  FILE_UPLOAD_MAX_BYTES,
  FILE_UPLOAD_RULES_TEXT,
  fileExtension,
  hasInvalidFiles,
  invalidFilesError,
  validateFile,
} from './file-upload-validation';

const SPEC_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'doc',
  'docx',
  'rtf',
  'txt',
  'pdf',
  'csv',
  'xls',
  'xlsx',
];
const ALLOWED_LIST = '.png, .jpg, .jpeg, .doc, .docx, .rtf, .txt, .pdf, .csv, .xls or .xlsx';

describe('the spec constants', () => {
  it('allows exactly the eleven extensions of the spec', () => {
    expect(FILE_UPLOAD_EXTENSIONS).toEqual(SPEC_EXTENSIONS.map((extension) => `.${extension}`));
    expect(FILE_UPLOAD_ACCEPT).toBe('.png,.jpg,.jpeg,.doc,.docx,.rtf,.txt,.pdf,.csv,.xls,.xlsx');
  });

  it('limits files to 52428800 bytes (50 MB)', () => {
    expect(FILE_UPLOAD_MAX_BYTES).toBe(52428800);
    expect(FILE_UPLOAD_MAX_BYTES).toBe(50 * 1024 * 1024);
  });

  it('tells people the rules up front', () => {
    expect(FILE_UPLOAD_RULES_TEXT).toBe(`Use ${ALLOWED_LIST} files of up to 50 MB each.`);
  });
});

describe('fileExtension', () => {
  it('takes the last extension, lower-cased', () => {
    expect(fileExtension('Site plan.PDF')).toBe('.pdf');
    expect(fileExtension('archive.tar.xlsx')).toBe('.xlsx');
    expect(fileExtension('README')).toBe('');
  });
});

describe('validateFile: extensions', () => {
  it.each(SPEC_EXTENSIONS)('accepts .%s in lower case', (extension) => {
    expect(validateFile({ name: `report.${extension}`, size: 10 })).toBeNull();
  });

  it.each(SPEC_EXTENSIONS)('accepts .%s in upper case', (extension) => {
    expect(validateFile({ name: `REPORT.${extension.toUpperCase()}`, size: 10 })).toBeNull();
  });

  it('accepts mixed case', () => {
    expect(validateFile({ name: 'Photo.JpEg', size: 10 })).toBeNull();
  });

  it.each(['setup.exe', 'photo.gif', 'notes.md', 'README', 'report.pdf.zip', 'docx'])(
    'refuses %s and lists the allowed extensions',
    (name) => {
      expect(validateFile({ name, size: 10 })).toEqual({
        code: 'unsupported-type',
        message: `${name} is not a supported file type. Use ${ALLOWED_LIST}.`,
      });
    },
  );

  it('reports the type before the size', () => {
    expect(validateFile({ name: 'huge.exe', size: 52428801 })?.code).toBe('unsupported-type');
  });
});

describe('validateFile: the 50 MB limit is inclusive', () => {
  it('accepts 52428799 bytes', () => {
    expect(validateFile({ name: 'scan.pdf', size: 52428799 })).toBeNull();
  });

  it('accepts exactly 52428800 bytes', () => {
    expect(validateFile({ name: 'scan.pdf', size: 52428800 })).toBeNull();
  });

  it('refuses 52428801 bytes', () => {
    expect(validateFile({ name: 'scan.pdf', size: 52428801 })).toEqual({
      code: 'too-large',
      message: 'scan.pdf is larger than 50 MB.',
    });
  });

  it('accepts an empty file', () => {
    expect(validateFile({ name: 'empty.txt', size: 0 })).toBeNull();
  });
});

describe('form blocking', () => {
  const valid = { error: null };
  const invalid = { error: validateFile({ name: 'setup.exe', size: 1 }) };

  it('says nothing while every file is valid', () => {
    expect(hasInvalidFiles([])).toBe(false);
    expect(hasInvalidFiles([valid, valid])).toBe(false);
    expect(invalidFilesError([valid])).toBeUndefined();
  });

  it("blocks with 'Please remove invalid files.' when any file is invalid", () => {
    expect(hasInvalidFiles([valid, invalid])).toBe(true);
    expect(invalidFilesError([valid, invalid])).toBe('Please remove invalid files.');
    expect(FILE_UPLOAD_INVALID_FILES_MESSAGE).toBe('Please remove invalid files.');
  });
});
