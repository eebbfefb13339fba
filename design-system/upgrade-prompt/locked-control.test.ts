import { afterEach, describe, expect, it } from 'vitest';
import {
  controlOf,
  isOperatingKey,
  markLockedControls,
  unmarkLockedControls,
} from './locked-control';

const key = (
  value: string,
  modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
  key: value,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});

describe('isOperatingKey', () => {
  it('counts the keys that would use the control', () => {
    for (const value of [
      'Enter',
      ' ',
      'a',
      'Z',
      '7',
      'é',
      'Backspace',
      'Delete',
      'ArrowDown',
      'Home',
      'PageUp',
    ])
      expect(isOperatingKey(key(value))).toBe(true);
  });

  it('lets moving on, closing and shortcuts pass', () => {
    for (const value of [
      'Tab',
      'Escape',
      'Shift',
      'Control',
      'Alt',
      'Meta',
      'CapsLock',
      'F5',
      'F6',
    ])
      expect(isOperatingKey(key(value))).toBe(false);
    expect(isOperatingKey(key('l', { ctrlKey: true }))).toBe(false);
    expect(isOperatingKey(key('ArrowLeft', { altKey: true }))).toBe(false);
    expect(isOperatingKey(key('r', { metaKey: true }))).toBe(false);
  });
});

describe('marking the controls of a locked feature', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function render(html: string) {
    const root = document.createElement('span');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it('announces every control as unavailable, opening a dialog, described by the plan', () => {
    const root = render(
      '<label for="n">Name</label><input id="n" aria-describedby="n-hint"><p id="n-hint">Hint</p><button>Go</button>',
    );
    markLockedControls(root, 'lock');
    const input = root.querySelector('input')!;
    const button = root.querySelector('button')!;
    for (const control of [input, button]) {
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect(control.getAttribute('aria-haspopup')).toBe('dialog');
    }
    expect(input.getAttribute('aria-describedby')).toBe('n-hint lock');
    expect(button.getAttribute('aria-describedby')).toBe('lock');
    // Running again changes nothing (it runs on every DOM change).
    markLockedControls(root, 'lock');
    expect(input.getAttribute('aria-describedby')).toBe('n-hint lock');
  });

  it('gives the controls their own attributes back', () => {
    const root = render(
      '<button aria-disabled="false" aria-describedby="own">Go</button><a href="#x">Link</a>',
    );
    markLockedControls(root, 'lock');
    unmarkLockedControls(root, 'lock');
    const button = root.querySelector('button')!;
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBe('own');
    const link = root.querySelector('a')!;
    expect(link.hasAttribute('aria-disabled')).toBe(false);
    expect(link.hasAttribute('aria-describedby')).toBe(false);
  });

  it('finds the control a click was aimed at', () => {
    const root = render(
      '<label id="l">Photo <input id="c" type="checkbox"></label><button id="b"><span id="icon">+</span></button><p id="text">About</p>',
    );
    expect(controlOf(root.querySelector('#icon'), root)?.id).toBe('b');
    expect(controlOf(root.querySelector('#c'), root)?.id).toBe('c');
    expect(controlOf(root.querySelector('#l'), root)?.id).toBe('c');
    // Text beside the controls: the first control.
    expect(controlOf(root.querySelector('#text'), root)?.id).toBe('c');
    expect(controlOf(null, root)?.id).toBe('c');
  });
});
