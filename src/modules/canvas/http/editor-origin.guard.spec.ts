import type { ExecutionContext } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { KnownSecret } from '#test/fakes/canvas.fakes.js';
import { EditorOriginGuard } from './editor-origin.guard.js';

const ORIGIN = 'http://localhost:5173';

const guard = new EditorOriginGuard(
  { get: () => ({ origin: ORIGIN }) } as unknown as ConfigService<AppConfig, true>,
  new KnownSecret(),
);

function codeFor(peer: string, headers: Record<string, string>): string {
  const context = {
    switchToHttp: () => ({ getRequest: () => ({ socket: { remoteAddress: peer }, headers }) }),
  } as unknown as ExecutionContext;
  try {
    guard.canActivate(context);
    return 'allowed';
  } catch (error) {
    return error instanceof DomainError ? error.code : 'thrown';
  }
}

describe('EditorOriginGuard', () => {
  const editor = { origin: ORIGIN, 'x-editor-secret': 'the-run-secret' };

  it("lets the local editor's request through", () => {
    expect(codeFor('127.0.0.1', editor)).toBe('allowed');
    expect(codeFor('::ffff:127.0.0.1', editor)).toBe('allowed');
  });

  it('refuses a peer on another machine, whatever its headers claim', () => {
    expect(codeFor('192.168.1.7', editor)).toBe('CANVAS.NOT_LOOPBACK');
    expect(codeFor('10.0.0.2', { ...editor, 'x-forwarded-for': '127.0.0.1' })).toBe(
      'CANVAS.NOT_LOOPBACK',
    );
  });

  it('refuses a forged origin, and a missing or wrong secret', () => {
    expect(codeFor('127.0.0.1', { ...editor, origin: 'http://evil.example' })).toBe(
      'CANVAS.FOREIGN_ORIGIN',
    );
    expect(codeFor('127.0.0.1', { origin: ORIGIN })).toBe('CANVAS.WRITE_BACK_SECRET');
    expect(codeFor('127.0.0.1', { ...editor, 'x-editor-secret': 'guess' })).toBe(
      'CANVAS.WRITE_BACK_SECRET',
    );
  });
});
