import { ADMIN, adminClient, expect, logout, signIn, test } from './fixtures';

// Runs first (files run in name order, one worker): the console starts on a fresh database.
test('sign up, fail and pass a login, pass the e-mail code, time out and log out', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Signup');
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  // The first sign-in opens, one after the other: the account profile, the dashboard templates,
  // the version 6.0 carousel and, for the admin, the getting-started checklist.
  const profile = page.getByRole('dialog', { name: 'Tell Us About Yourself' });
  await expect(profile).toBeVisible();
  await checkA11y(page);
  await profile.getByText('Asset inventory', { exact: true }).click();
  await expect(profile.getByRole('checkbox', { name: 'Asset inventory' })).toBeChecked();
  await profile.getByRole('textbox', { name: 'Department' }).fill('Security');
  await profile.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Start With a Dashboard' }).getByRole('button', { name: 'Not Now' }).click();
  const carousel = page.getByRole('dialog', { name: 'What is new in version 6.0' });
  for (let step = 0; step < 3; step += 1) await carousel.getByRole('button', { name: 'Next' }).click();
  await carousel.getByRole('button', { name: 'Skip' }).click();
  const checklist = page.getByRole('dialog', { name: 'Getting Started' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('button', { name: "Let's Do It" }).first()).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(checklist).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // What the profile said is the account's now; the carousel is not shown again.
  const me = (await (await page.request.get('/api/users/me')).json()) as {
    data: { attributes: { value: { interests: string[]; department: string; seen_announcement: Record<string, boolean> } } };
  };
  expect(me.data.attributes.value).toMatchObject({ interests: ['Asset inventory'], department: 'Security', seen_announcement: { version_6_0: true } });
  await logout(page);

  // A wrong password: the spec's message, in the page.
  await expect(page).toHaveTitle('Login');
  await signIn(page, ADMIN.user_name, 'not-the-password');
  await expect(page.getByText('Login failed.')).toBeVisible();
  await checkA11y(page);
  await signIn(page);
  // No more first-login popup or carousel; the checklist opens after every sign-in until turned off.
  await expect(page.getByRole('dialog', { name: 'Getting Started' })).toBeVisible();
  await page.getByText('Open after login', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Open after login' })).not.toBeChecked();
  await page.keyboard.press('Escape');
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
    await logout(page);

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
