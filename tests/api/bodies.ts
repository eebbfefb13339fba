/** A valid sign-up body with a unique e-mail; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    display_name: 'Riley Owner',
    email: `riley-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Secret-pass1',
    business_name: 'Riley Roofing',
    country_code: 'us',
    company_size: '6-10',
    device_type: 'desktop',
    platform: 'Web',
    ...overrides,
  };
}
