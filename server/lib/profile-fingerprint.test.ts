import { describe, expect, it } from 'vitest';
import { profileFingerprint } from './profile-fingerprint';

describe('profileFingerprint', () => {
  it('is null for no rows', () => {
    expect(profileFingerprint([])).toBeNull();
  });

  it('changes with any version and ignores row order', () => {
    const a = { profile_version: 1, org_id: 2, org_version: 3, members_version: 4 };
    const b = { profile_version: 1, org_id: 5, org_version: 0, members_version: null };
    expect(profileFingerprint([a, b])).toBe(profileFingerprint([b, a]));
    expect(profileFingerprint([a, b])).not.toBe(
      profileFingerprint([{ ...a, members_version: 5 }, b]),
    );
    expect(
      profileFingerprint([
        { profile_version: 7, org_id: null, org_version: null, members_version: null },
      ]),
    ).toBe('7');
  });
});
