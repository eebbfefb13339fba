import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import {
  cardValues,
  clockOutDayText,
  emptyAllocation,
  localTime,
  newCardValues,
  unixOf,
  withDate,
  withTimes,
  type FormContext,
  type TimeCardFormValues,
} from './time-card-form-values';
import { manualBody, patchBody } from './time-card-form-bodies';
import { DENVER, denver, makeCard } from './time-card-test-kit';

const ADD: FormContext = { timeZone: DENVER, isSplit: false, tracksProjects: true, card: null };
const at = (hour: number, minute = 0) => ({ hour, minute });

function dayShift(): TimeCardFormValues {
  const values = withTimes(newCardValues(50, '2026-03-02'), {
    clockIn: at(7),
    clockOut: at(15, 30),
  });
  return {
    ...values,
    breaks: [{ key: 'b1', breakType: 'meal', start: at(12), end: at(12, 30) }],
    allocations: [{ ...emptyAllocation(), projectId: '5', workSiteId: '9', jobCodeId: '3' }],
    note: '  Framing  ',
  };
}

describe('local times in the organisation’s zone', () => {
  it('reads an instant as its local day and minute, and back', () => {
    expect(localTime(denver(7, 2, 37), DENVER)).toEqual({ date: '2026-03-02', time: at(7, 2) });
    expect(unixOf('2026-03-02', at(7, 2), DENVER)).toBe(denver(7, 2));
  });

  it('counts a spring-forward night as the hours that passed', () => {
    // 8 March 2026: Denver skips 02:00 to 03:00, so midnight to 06:00 is five hours.
    expect(unixOf('2026-03-08', at(6), DENVER) - unixOf('2026-03-08', at(0), DENVER)).toBe(
      5 * 3600,
    );
  });
});

describe('a new card’s body', () => {
  it('sends the day’s instants, the breaks, one allocation of all the time worked and the note', () => {
    const built = manualBody(dayShift(), ADD);
    expect(built).toEqual({
      ok: true,
      body: {
        employee_id: 50,
        clock_in_dt_unix: denver(7),
        clock_out_dt_unix: denver(15, 30),
        breaks: [{ break_type: 'meal', start_dt_unix: denver(12), end_dt_unix: denver(12, 30) }],
        allocations: [{ org_project_id: 5, work_site_id: 9, job_code_id: 3, seconds: 8 * 3600 }],
        note: 'Framing',
      },
    });
  });

  it('ends a night shift the next day, breaks after midnight included', () => {
    let values = withTimes(newCardValues(50, '2026-03-02'), { clockIn: at(22) });
    values = withTimes(values, { clockOut: at(6) });
    expect(values.clockOutDate).toBe('2026-03-03');
    expect(clockOutDayText(values)).toBe('Next day');
    values = { ...values, breaks: [{ key: 'b', breakType: 'rest', start: at(1), end: at(1, 15) }] };
    const built = manualBody(values, ADD);
    expect(built.ok && built.body).toMatchObject({
      clock_in_dt_unix: denver(22),
      clock_out_dt_unix: denver(30),
      breaks: [{ break_type: 'rest', start_dt_unix: denver(25), end_dt_unix: denver(25, 15) }],
    });
    // Moving the clock-out after the clock-in brings it back to the same day.
    expect(withTimes(values, { clockOut: at(23) }).clockOutDate).toBe('2026-03-02');
  });

  it('moves the clock-out day with the clock-in day', () => {
    const values = withTimes(newCardValues(50, '2026-03-02'), { clockIn: at(22), clockOut: at(6) });
    expect(withDate(values, '2026-03-10').clockOutDate).toBe('2026-03-11');
  });

  it('sends no allocation without a project, and none where projects are not tracked', () => {
    const values = { ...dayShift(), allocations: [emptyAllocation()] };
    const built = manualBody(values, ADD);
    expect(built.ok && 'allocations' in built.body).toBe(false);
    const untracked = manualBody(dayShift(), { ...ADD, tracksProjects: false });
    expect(untracked.ok && 'allocations' in untracked.body).toBe(false);
  });

  it('splits the time worked: each row its minutes, the last the rest', () => {
    const values: TimeCardFormValues = {
      ...dayShift(),
      allocations: [
        { key: 'a', projectId: '5', workSiteId: null, jobCodeId: null, minutes: 150 },
        { key: 'b', projectId: '6', workSiteId: null, jobCodeId: '4', minutes: null },
      ],
    };
    const built = manualBody(values, { ...ADD, isSplit: true });
    expect(built.ok && built.body.allocations).toEqual([
      { org_project_id: 5, work_site_id: null, job_code_id: null, seconds: 150 * 60 },
      { org_project_id: 6, work_site_id: null, job_code_id: 4, seconds: 8 * 3600 - 150 * 60 },
    ]);
  });

  it('says what is missing before sending', () => {
    const values = {
      ...newCardValues(null, '2026-03-02'),
      breaks: [{ key: 'b', breakType: 'meal' as const, start: at(12), end: null }],
    };
    expect(manualBody(values, ADD)).toEqual({
      ok: false,
      errors: {
        employee_id: TIME_CARD_TEXT.unknownMember,
        clock_in_dt_unix: 'This field is required',
        clock_out_dt_unix: 'This field is required',
        'breaks.0.end_dt_unix': 'This field is required',
      },
    });
  });
});

describe('an edit’s body', () => {
  const card = makeCard();
  const EDIT = { ...ADD, card };

  it('fills the form from the card in the organisation’s zone', () => {
    const values = cardValues(card, DENVER);
    expect(values).toMatchObject({
      employeeId: '50',
      date: '2026-03-02',
      clockIn: at(7, 2),
      clockOut: at(15, 30),
      clockOutDate: '2026-03-02',
      breaks: [{ breakType: 'meal', start: at(12), end: at(12, 30) }],
      allocations: [{ projectId: '5', workSiteId: '9', jobCodeId: '3' }],
      note: 'Framing level 2',
      reason: '',
    });
  });

  it('asks for a reason', () => {
    expect(patchBody(cardValues(card, DENVER), EDIT)).toEqual({
      ok: false,
      errors: { reason: TIME_CARD_TEXT.reasonRequired },
    });
  });

  it('sends only the reason when nothing changed, keeping the clock-in’s seconds', () => {
    const values = { ...cardValues(card, DENVER), reason: 'Checked' };
    expect(patchBody(values, EDIT)).toEqual({ ok: true, body: { reason: 'Checked' } });
  });

  it('sends a new clock-out alone', () => {
    const values = withTimes(
      { ...cardValues(card, DENVER), reason: 'Left at four' },
      { clockOut: at(16) },
    );
    expect(patchBody(values, EDIT)).toEqual({
      ok: true,
      body: { reason: 'Left at four', clock_out_dt_unix: denver(16) },
    });
  });

  it('moves the breaks with a new day, and sends a new project with all the time worked', () => {
    const values = {
      ...withDate(cardValues(card, DENVER), '2026-03-03'),
      reason: 'Wrong day',
    };
    values.allocations = [{ ...values.allocations[0]!, projectId: '6', workSiteId: null }];
    const built = patchBody(values, EDIT);
    expect(built).toEqual({
      ok: true,
      body: {
        reason: 'Wrong day',
        clock_in_dt_unix: denver(24 + 7, 2),
        clock_out_dt_unix: denver(24 + 15, 30),
        breaks: [{ break_type: 'meal', start_dt_unix: denver(36), end_dt_unix: denver(36, 30) }],
        allocations: [
          { org_project_id: 6, work_site_id: null, job_code_id: 3, seconds: 8 * 3600 - 2 * 60 },
        ],
      },
    });
  });

  it('changes only the clock-in and note of a running card', () => {
    const running = makeCard({ clock_out_dt_unix: null, status: 'working', breaks: [] });
    const values = {
      ...withTimes(cardValues(running, DENVER), { clockIn: at(6, 45) }),
      note: '',
      reason: 'Forgot to clock in',
    };
    expect(patchBody(values, { ...ADD, card: running })).toEqual({
      ok: true,
      body: { reason: 'Forgot to clock in', clock_in_dt_unix: denver(6, 45), note: null },
    });
  });
});
