import { expect, test } from '@playwright/test';
import { COLOR_SCHEME_STORAGE_KEY } from '../../design-system/tokens/color-scheme-model';
import { SCHEMES, axeViolations, describeViolation, showScheme } from './axe';
import { accessToken, currentOrgId, demoEmail, signIn } from './support';

// The kiosk is a shared phone or tablet: the whole walk happens at a phone's width.
// bypassCSP: axe is injected as a script tag, which the app's CSP refuses.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

test('an administrator opens a kiosk and sets a PIN; the member clocks in with it on a phone', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  // On a phone the app offers its mobile app once the session starts: not now.
  const offer = page.getByRole('dialog', { name: 'Get the Crewcard app' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  // Lena Ortiz follows the demo's default time clock rules, which allow kiosks.
  const token = await accessToken(page);
  const found = await page.request.get(`/v1/orgs/${orgId}/employees?search=Lena`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(found.ok()).toBe(true);
  const lena = ((await found.json()) as { data: { employee_id: number }[] }).data[0]!;

  await page.goto(`/org/${orgId}/employee/${lena.employee_id}`);
  const pinCard = page
    .getByRole('heading', { name: 'Kiosk PIN' })
    .locator('xpath=ancestor::div[3]');
  await expect(page.getByText('No kiosk PIN yet.')).toBeVisible();
  await page.getByLabel('Kiosk PIN', { exact: true }).fill('7531');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('A kiosk PIN is set.')).toBeVisible();
  await expect(pinCard.getByText('Kiosk PIN saved.')).toBeVisible();

  await page.goto(`/org/${orgId}/settings/time/kiosk-mode`);
  await page.getByLabel('Kiosk name').fill('Front gate');
  await page.getByRole('button', { name: 'Open a kiosk on this device' }).click();
  await expect(page).toHaveURL('/kiosk');
  await expect(page.getByText('Front gate')).toBeVisible();

  // The pad passes axe in both schemes (the scheme follows the device: auto).
  await page.evaluate((key) => localStorage.setItem(key, 'auto'), COLOR_SCHEME_STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Keypad' })).toBeVisible();
  for (const scheme of SCHEMES) {
    await showScheme(page, scheme);
    const found = await axeViolations(page);
    expect(found.map((each) => describeViolation(`the kiosk pad (${scheme})`, each))).toEqual([]);
  }
  await showScheme(page, 'light');

  // The member types the PIN on the keypad.
  const keypad = page.getByRole('group', { name: 'Keypad' });
  for (const digit of '7531')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Lena Ortiz' })).toBeVisible();
  await expect(page.getByText('Not clocked in')).toBeVisible();
  for (const scheme of SCHEMES) {
    await showScheme(page, scheme);
    const found = await axeViolations(page);
    expect(found.map((each) => describeViolation(`the member (${scheme})`, each))).toEqual([]);
  }
  // The demo's plan includes clock-in photos: the kiosk takes one with the clock-in.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'kiosk.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('img', { name: /^Preview of Clock-in photo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(
    page.getByRole('heading', { name: 'Lena Ortiz, you are clocked in.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // Back at the pad; the PIN now shows her running card, and a wrong PIN is refused.
  await expect(
    page.getByRole('heading', { name: 'Enter your PIN to clock in or out' }),
  ).toBeVisible();
  for (const digit of '0000')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('That PIN is not right. Please try again.');
  for (const digit of '7531')
    await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Clocked in since /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock out' })).toBeVisible();

  // The card came from the kiosk.
  const cards = await page.request.get(
    `/v1/orgs/${orgId}/time_cards?employee_ids=${lena.employee_id}&status=working`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const listed = (await cards.json()) as { data: { id: number; source: string }[] };
  expect(listed.data.map((card) => card.source)).toEqual(['kiosk']);
  // With the photo taken at the kiosk.
  const card = await page.request.get(`/v1/orgs/${orgId}/time_cards/${listed.data[0]!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const detail = (await card.json()) as { data: { photos: { kind: string }[] } };
  expect(detail.data.photos.map((photo) => photo.kind)).toEqual(['clock_in']);
});
