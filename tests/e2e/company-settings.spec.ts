import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

test('an administrator adds a pay schedule and a company location in the company settings', async ({
  page,
}) => {
  const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // A pay schedule: bi-weekly from a Monday, the workweek starting Monday at 6:00 AM.
  await page.goto(`/org/${orgId}/settings/company/pay-schedules`);
  await page.getByRole('button', { name: 'Add pay schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Add pay schedule' });
  await schedule.getByRole('textbox', { name: /^Name/ }).fill(`Crews ${suffix}`);
  await schedule.getByRole('combobox', { name: /Pay frequency/ }).click();
  await page.getByRole('option', { name: 'Bi-weekly' }).click();
  await schedule.getByLabel('First pay period starts').fill('2026-01-05');
  await schedule.getByRole('combobox', { name: /Workweek start time/ }).fill('6:00 AM');
  await schedule.getByRole('button', { name: 'Add pay schedule' }).click();
  await expect(schedule).toBeHidden();
  await expect(page.getByText('Pay schedule has been created!')).toBeVisible();
  const schedules = page.getByRole('grid', { name: 'Pay schedules' });
  const row = schedules.getByRole('row').filter({ hasText: `Crews ${suffix}` });
  await expect(row).toContainText('Bi-weekly');
  await expect(row).toContainText('Monday 6:00 AM');

  // Its next periods, two weeks each.
  await page.getByRole('combobox', { name: 'Pay schedule' }).click();
  await page.getByRole('option', { name: `Crews ${suffix}` }).click();
  const periods = page.getByRole('list', { name: `Next pay periods of Crews ${suffix}` });
  await expect(periods.getByRole('listitem')).toHaveCount(6);

  // A company location placed by its coordinates, with its geofence.
  await page.getByRole('link', { name: 'Company locations' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/company/locations`);
  await page.getByRole('button', { name: 'Add location' }).click();
  const location = page.getByRole('dialog', { name: 'Add company location' });
  await location.getByRole('textbox', { name: /^Name/ }).fill(`Yard ${suffix}`);
  await location.getByRole('spinbutton', { name: /^Latitude/ }).fill('39.7392');
  await location.getByRole('spinbutton', { name: /^Longitude/ }).fill('-104.9903');
  const radius = location.getByRole('slider', { name: 'Geofence radius' });
  await radius.focus();
  await page.keyboard.press('End');
  await expect(radius).toHaveAttribute('aria-valuetext', '5 mi');
  await location.getByRole('button', { name: 'Add location' }).click();
  await expect(location).toBeHidden();
  await expect(page.getByText('Company location has been created!')).toBeVisible();
  const locations = page.getByRole('grid', { name: 'Company locations' });
  await expect(locations.getByRole('row').filter({ hasText: `Yard ${suffix}` })).toContainText(
    '5 mi',
  );
});
