import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_UPLOAD_STATES,
  FILE_UPLOAD_STATES,
  FILE_UPLOAD_STATE_TEXT,
  clampProgress,
  fileUploadReducer,
  isFileUploadBusy,
  nextFileUploadState,
  uploadProgressPercent,
  uploadedResults,
  type FileUploadEvent,
  type FileUploadItem,
  type FileUploadState,
} from './file-upload-model';

const EVENTS: FileUploadEvent[] = [
  'accept',
  'upload',
  'succeed',
  'fail',
  'cancel',
  'remove',
  'removeSucceed',
  'removeFail',
];

describe('the spec states', () => {
  it('has the seven UI states of the spec', () => {
    expect(FILE_UPLOAD_STATES).toEqual([
      'UploadFailed',
      'Initial',
      'Selected',
      'Uploading',
      'Uploaded',
      'RemoveFailed',
      'Removing',
    ]);
  });

  it('has the three attachment record states of the spec', () => {
    expect(ATTACHMENT_UPLOAD_STATES).toEqual(['initiated', 'success', 'error']);
  });

  it('gives every state its own words', () => {
    const texts = FILE_UPLOAD_STATES.map((state) => FILE_UPLOAD_STATE_TEXT[state]);
    expect(new Set(texts).size).toBe(7);
  });
});

describe('nextFileUploadState', () => {
  /** Every allowed move; everything else must be refused. */
  const ALLOWED: Record<FileUploadState, Partial<Record<FileUploadEvent, string>>> = {
    Initial: { accept: 'Selected', remove: 'Removed' },
    Selected: { upload: 'Uploading', remove: 'Removed' },
    Uploading: { succeed: 'Uploaded', fail: 'UploadFailed', cancel: 'Selected' },
    Uploaded: { remove: 'Removing' },
    UploadFailed: { upload: 'Uploading', remove: 'Removed' },
    Removing: { removeSucceed: 'Removed', removeFail: 'RemoveFailed' },
    RemoveFailed: { remove: 'Removing' },
  };

  for (const state of FILE_UPLOAD_STATES) {
    it(`moves from ${state} only as allowed`, () => {
      for (const event of EVENTS) {
        expect(nextFileUploadState(state, event), `${state} + ${event}`).toBe(
          ALLOWED[state][event] ?? null,
        );
      }
    });
  }

  it('runs the whole flow: choose, upload, fail, retry, succeed, remove, fail, retry, remove', () => {
    const path: [FileUploadEvent, string][] = [
      ['accept', 'Selected'],
      ['upload', 'Uploading'],
      ['fail', 'UploadFailed'],
      ['upload', 'Uploading'],
      ['succeed', 'Uploaded'],
      ['remove', 'Removing'],
      ['removeFail', 'RemoveFailed'],
      ['remove', 'Removing'],
      ['removeSucceed', 'Removed'],
    ];
    let state: FileUploadState | 'Removed' = 'Initial';
    for (const [event, expected] of path) {
      if (state === 'Removed') throw new Error('removed too early');
      state = nextFileUploadState(state, event) ?? state;
      expect(state).toBe(expected);
    }
  });
});

function item(overrides: Partial<FileUploadItem<string>> = {}): FileUploadItem<string> {
  return {
    id: 'a',
    name: 'plan.pdf',
    size: 1000,
    file: null,
    state: 'Initial',
    progress: 0,
    error: null,
    result: undefined,
    ...overrides,
  };
}

describe('fileUploadReducer', () => {
  it('adds files at the end', () => {
    const list = fileUploadReducer([item()], { type: 'add', items: [item({ id: 'b' })] });
    expect(list.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('follows allowed events and keeps the same list for refused ones', () => {
    const list = [item({ state: 'Selected' })];
    const uploading = fileUploadReducer(list, { type: 'event', id: 'a', event: 'upload' });
    expect(uploading[0]?.state).toBe('Uploading');
    expect(fileUploadReducer(list, { type: 'event', id: 'a', event: 'succeed' })).toBe(list);
    expect(fileUploadReducer(list, { type: 'event', id: 'nope', event: 'upload' })).toBe(list);
  });

  it('keeps the result of a successful upload and fills the progress', () => {
    const list = [item({ state: 'Uploading', progress: 40 })];
    const done = fileUploadReducer(list, {
      type: 'event',
      id: 'a',
      event: 'succeed',
      result: 'attachment-7',
    });
    expect(done[0]).toMatchObject({ state: 'Uploaded', progress: 100, result: 'attachment-7' });
  });

  it('starts each attempt from 0%', () => {
    const list = [item({ state: 'UploadFailed', progress: 70 })];
    const retry = fileUploadReducer(list, { type: 'event', id: 'a', event: 'upload' });
    expect(retry[0]).toMatchObject({ state: 'Uploading', progress: 0 });
  });

  it('takes progress only while uploading, clamped to 0-100', () => {
    const list = [item({ state: 'Uploading' })];
    expect(fileUploadReducer(list, { type: 'progress', id: 'a', percent: 42.4 })[0]?.progress).toBe(
      42,
    );
    expect(fileUploadReducer(list, { type: 'progress', id: 'a', percent: 140 })[0]?.progress).toBe(
      100,
    );
    const selected = [item({ state: 'Selected' })];
    expect(fileUploadReducer(selected, { type: 'progress', id: 'a', percent: 50 })).toBe(selected);
  });

  it('drops a row once it is removed', () => {
    const list = [item({ state: 'Removing' }), item({ id: 'b' })];
    const after = fileUploadReducer(list, { type: 'event', id: 'a', event: 'removeSucceed' });
    expect(after.map((entry) => entry.id)).toEqual(['b']);
  });

  it('ignores a late success after a cancel', () => {
    let list = [item({ state: 'Uploading' })];
    list = fileUploadReducer(list, { type: 'event', id: 'a', event: 'cancel' });
    const late = fileUploadReducer(list, { type: 'event', id: 'a', event: 'succeed', result: 'x' });
    expect(late).toBe(list);
    expect(late[0]?.state).toBe('Selected');
  });
});

describe('progress', () => {
  it('turns bytes sent into a whole percentage', () => {
    expect(uploadProgressPercent(0, 200)).toBe(0);
    expect(uploadProgressPercent(50, 200)).toBe(25);
    expect(uploadProgressPercent(1, 3)).toBe(33);
    expect(uploadProgressPercent(200, 200)).toBe(100);
    expect(uploadProgressPercent(5, 0)).toBe(0);
  });

  it('clamps', () => {
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(101)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});

describe('list helpers', () => {
  it('is busy while a file is uploading or being removed', () => {
    expect(isFileUploadBusy([item({ state: 'Uploaded' }), item({ state: 'Selected' })])).toBe(
      false,
    );
    expect(isFileUploadBusy([item({ state: 'Uploading' })])).toBe(true);
    expect(isFileUploadBusy([item({ state: 'Removing' })])).toBe(true);
  });

  it('collects the results of uploaded files only', () => {
    const list = [
      item({ id: 'a', state: 'Uploaded', result: 'one' }),
      item({ id: 'b', state: 'UploadFailed' }),
      item({ id: 'c', state: 'RemoveFailed', result: 'three' }),
      item({ id: 'd', state: 'Uploaded', result: 'four' }),
    ];
    expect(uploadedResults(list)).toEqual(['one', 'four']);
  });
});
