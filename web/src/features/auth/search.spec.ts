import { describe, expect, it } from '@jest/globals';
import { loginSearchSchema, registerSearchSchema, resetPasswordSearchSchema } from './search';

describe('auth search params', () => {
  it('keeps a text redirect and drops anything else', () => {
    expect(loginSearchSchema({ redirect: '/dashboard/post-job' })).toEqual({
      redirect: '/dashboard/post-job',
    });
    expect(loginSearchSchema({ redirect: 5 })).toEqual({});
    expect(loginSearchSchema({})).toEqual({});
  });

  it('preselects only a known account type', () => {
    expect(registerSearchSchema({ type: 'tradie' })).toEqual({ type: 'tradie' });
    expect(registerSearchSchema({ type: 'homeowner' })).toEqual({ type: 'homeowner' });
    expect(registerSearchSchema({ type: 'admin' })).toEqual({});
  });

  it('keeps a numbers-only reset token as text', () => {
    expect(resetPasswordSearchSchema({ token: 12345 })).toEqual({ token: '12345' });
    expect(resetPasswordSearchSchema({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(resetPasswordSearchSchema({ token: { a: 1 } })).toEqual({});
  });
});
