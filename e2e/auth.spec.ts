import { ADMIN, adminClient, expect, signIn, test } from './fixtures';

// Runs first (files run in name order, one worker): the console starts on a fresh database.
test('sign up, fail and pass a login, pass the e-mail code, time out and log out', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Signup');
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  // A wrong password: the spec's message, in the page.
  await expect(page).toHaveTitle('Login');
  await signIn(page, ADMIN.user_name, 'not-the-password');
  await expect(page.getByText('Login failed.')).toBeVisible();
  await checkA11y(page);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  // The admin turns on the e-mail code and shortens the session timeout to one minute.
  const settings = await adminClient();
  const section = async (key: string) =>
    ((await (await settings.get(`/api/settings/sections/${key}`)).json()) as { data: { attributes: { value: Record<string, unknown> } } }).data.attributes.value;
  const twoFactor = await section('two_factor');
  const session = await section('session');
  try {
    expect((await settings.put('/api/settings/sections/two_factor', { data: { ...twoFactor, enabled: true } })).status()).toBe(200);
    expect((await settings.put('/api/settings/sections/session', { data: { ...session, timeout: 1 } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();

    await signIn(page);
    await expect(page.getByRole('form', { name: 'Two-factor verification' })).toBeVisible();
    await checkA11y(page);
    // The code the console asked for on showing the step, read from the server's outbox.
    await expect.poll(async () => ((await (await page.request.get(`/dev/outbox?to=${ADMIN.email}`)).json()) as unknown[]).length).toBeGreaterThan(0);
    const [mail] = (await (await page.request.get(`/dev/outbox?to=${ADMIN.email}`)).json()) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // A one-minute timeout leaves no idle time: the timeout modal counts down at once.
    const modal = page.getByRole('alertdialog', { name: 'Your session is about to time out' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue Session' })).toBeVisible();
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Logout' }).click();
  } finally {
    // Put the settings back for the journeys that follow.
    await settings.put('/api/settings/sections/two_factor', { data: twoFactor });
    await settings.put('/api/settings/sections/session', { data: session });
    await settings.dispose();
  }
  await expect(page).toHaveTitle('Login');
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  // The page's session is over on the server too.
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});
