import { describe, expect, it } from 'vitest';
import { emptyAddMemberForm, toCreateBody, zAddMemberForm } from './add-member-schema';

const base = () => ({
  ...emptyAddMemberForm({ region: 'us', roleId: '1', today: '' }),
  display_name: 'Robin Castillo',
  email: 'robin@example.com',
});
const messages = (values: object) => {
  const result = zAddMemberForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the add-member form', () => {
  it('takes a blank mobile, checks a given one in its region', () => {
    expect(messages(base())).toEqual({});
    expect(messages({ ...base(), mobile: '555-01' })).toEqual({
      mobile: 'Mobile phone is invalid',
    });
    expect(messages({ ...base(), mobile: '0412 345 678', mobile_region: 'au' })).toEqual({});
  });

  it('refuses a bad start date and an over-long title', () => {
    expect(messages({ ...base(), start_date: '2026-02-30', title: 'x'.repeat(81) })).toEqual({
      start_date: 'Date is invalid',
      title: 'Must be 80 characters or less',
    });
  });

  it('sends a number of the other region in E.164, and one of the org’s own as typed', () => {
    const au = zAddMemberForm.parse({ ...base(), mobile: '0412 345 678', mobile_region: 'au' });
    expect(toCreateBody(au, { region: 'us', timeZone: 'America/Denver' }).mobile).toBe(
      '+61412345678',
    );
    expect(toCreateBody(au, { region: 'au', timeZone: 'Australia/Sydney' }).mobile).toBe(
      '0412 345 678',
    );
  });

  it('leaves out what was not given', () => {
    const body = toCreateBody(zAddMemberForm.parse(base()), {
      region: 'us',
      timeZone: 'America/Denver',
    });
    expect(body).toEqual({
      display_name: 'Robin Castillo',
      email: 'robin@example.com',
      role_id: 1,
      send_invite: true,
    });
  });
});
