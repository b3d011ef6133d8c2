import { test, expect } from '../support/fixtures.ts';

test('administrator credentials on /login lead to the administrator login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@focal.test');
  await page.getByLabel('Password', { exact: true }).fill('focal-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const dialog = page.getByRole('dialog', { name: "We're not in Kansas anymore!" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to the administrator login' }).click();
  await expect(page).toHaveURL(/\/admins/);
  // The address changes before the new page is drawn (the router renders it in a transition): typed
  // into at once, the studio sign-in's Email field, about to go, took the address once.
  await expect(page.getByRole('heading', { name: 'Administrator sign-in', level: 1 })).toBeVisible();

  await page.getByLabel('Email').fill('admin@focal.test');
  await page.getByLabel('Password', { exact: true }).fill('focal-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Focal Administrator')).toBeVisible();
});

test('Cancel on the wrong-account modal signs out and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@focal.test');
  await page.getByLabel('Password', { exact: true }).fill('focal-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: "We're not in Kansas anymore!" });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('an owner signing in at /admins is told it is the studio sign-in, with a link to it', async ({
  page,
}) => {
  await page.goto('/admins');
  await page.getByLabel('Email').fill('demo@focal.test');
  await page.getByLabel('Password', { exact: true }).fill('focal-demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const alert = page.getByRole('alert').filter({ hasText: "We're not in Kansas anymore!" });
  await expect(
    alert.getByText(
      "It seems like you're trying to sign in on the studio sign-in page. Click below to be taken to the correct sign-in page.",
    ),
  ).toBeVisible();
  await alert.getByRole('link', { name: 'Go to the studio sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the administrator password field is Mantine's, not a native box inside the field", async ({ page }) => {
  await page.goto('/admins');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  // PasswordInput's own stylesheet puts a borderless, transparent input inside the styled wrapper.
  const style = await password.evaluate((input) => {
    const css = getComputedStyle(input);
    return { border: css.borderTopWidth, position: css.position, background: css.backgroundColor };
  });
  expect(style).toEqual({ border: '0px', position: 'absolute', background: 'rgba(0, 0, 0, 0)' });
});
