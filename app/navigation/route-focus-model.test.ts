import { describe, expect, it } from 'vitest';
import { decideRouteFocus, shouldFocusLateHeading } from './route-focus-model';

const after = (input: Partial<Parameters<typeof decideRouteFocus>[0]>) =>
  decideRouteFocus({
    isFirstPage: false,
    hasActed: true,
    headingAtAction: 'Dashboard',
    heading: 'Team members',
    ...input,
  });

describe('decideRouteFocus', () => {
  it('focuses the heading of a new page the person went to', () => {
    expect(after({})).toBe('focus-heading');
  });

  it('leaves the first page of a visit alone, and its redirects before anybody acted', () => {
    expect(after({ isFirstPage: true })).toBe('none');
    expect(after({ hasActed: false, headingAtAction: null })).toBe('none');
  });

  it('keeps focus on a tab of a page that keeps its heading, and says the new title', () => {
    expect(after({ headingAtAction: 'Team members', heading: 'Team members' })).toBe('announce');
  });

  it('says the title of a page that is still loading, and waits for its heading', () => {
    expect(after({ heading: null })).toBe('announce-and-wait');
  });

  it('focuses the heading of a page reached from a page without one', () => {
    expect(after({ headingAtAction: null, heading: 'Sign in to Crewcard' })).toBe('focus-heading');
  });
});

describe('shouldFocusLateHeading', () => {
  it('focuses a heading that arrives while focus stayed where it was', () => {
    expect(
      shouldFocusLateHeading({
        heading: 'Wes Walker',
        headingAtAction: 'Team members',
        focusMovedSinceNavigation: false,
      }),
    ).toBe(true);
  });

  it('does not take focus back from where the person moved it', () => {
    expect(
      shouldFocusLateHeading({
        heading: 'Wes Walker',
        headingAtAction: 'Team members',
        focusMovedSinceNavigation: true,
      }),
    ).toBe(false);
  });

  it('does not focus the same heading again after a tab that was loading', () => {
    expect(
      shouldFocusLateHeading({
        heading: 'Team members',
        headingAtAction: 'Team members',
        focusMovedSinceNavigation: false,
      }),
    ).toBe(false);
  });
});
