import { api, unwrap } from '@/shared/api/client';
import type { RegisterBody, User } from '@/shared/api/types';

export async function login(email: string, password: string): Promise<User> {
  const { user } = await unwrap(api.POST('/api/auth/login', { body: { email, password } }));
  return user;
}

export async function register(body: RegisterBody): Promise<User> {
  const { user } = await unwrap(api.POST('/api/auth/register', { body }));
  return user;
}

export async function logout(): Promise<void> {
  await unwrap(api.POST('/api/auth/logout'));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await unwrap(api.POST('/api/auth/forgot-password', { body: { email } }));
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await unwrap(api.POST('/api/auth/reset-password', { body: { token, password } }));
}

export async function verifyEmail(token: string): Promise<void> {
  await unwrap(api.POST('/api/auth/verify-email', { body: { token } }));
}

export async function resendVerificationEmail(): Promise<void> {
  await unwrap(api.POST('/api/auth/verify-email/resend'));
}
