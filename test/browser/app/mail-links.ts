import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The path of the newest link to `page` (e.g. '/verify-email') mailed to `email`, read from the
 * outbox (the mail port's default) as it fills.
 */
export async function mailedLink(
  adminApi: APIRequestContext,
  email: string,
  page: string,
): Promise<string> {
  const pattern = new RegExp(`${page.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9_%-]+`);
  let path = '';
  await expect(async () => {
    const outbox = await adminApi.get('/api/admin/outbox');
    expect(outbox.status()).toBe(200);
    const { items } = (await outbox.json()) as { items: { to: string; text: string }[] };
    const mail = items.find((m) => m.to === email && pattern.test(m.text));
    expect(mail, `a mail to ${email} with a ${page} link`).toBeDefined();
    path = pattern.exec(mail!.text)![0];
  }).toPass({ timeout: 5_000 });
  return path;
}

/** The path of the newest verification link mailed to `email`. */
export function verificationLink(adminApi: APIRequestContext, email: string): Promise<string> {
  return mailedLink(adminApi, email, '/verify-email');
}
