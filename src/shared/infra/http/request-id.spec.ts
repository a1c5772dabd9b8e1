import type { Request, Response } from 'express';
import { createRootLogger } from '../logging.js';
import { requestIdFrom, requestIds } from './request-id.js';

describe('requestIdFrom', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdFrom('a1b2-C3.d4:e5_f')).toBe('a1b2-C3.d4:e5_f');
  });

  it.each([undefined, '', 'has space', 'x'.repeat(129), 'line\nbreak', ['a', 'b']])(
    'generates one instead of %p',
    (incoming) => {
      expect(requestIdFrom(incoming)).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('requestIds', () => {
  it('names the id on every log line written while the request runs, and answers it', () => {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => lines.push(line) });
    const headers: Record<string, string> = {};
    const req = { headers: { 'x-request-id': 'edge-42' } } as unknown as Request;
    const res = {
      statusCode: 404,
      setHeader: (name: string, value: string) => (headers[name] = value),
      json: (body: unknown) => body,
    } as unknown as Response;
    let answered: unknown;
    requestIds(req, res, () => {
      logger.warn('inside the request');
      answered = res.json({ statusCode: 404, error: 'Not Found', message: 'x' });
    });
    logger.warn('outside any request');
    expect(JSON.parse(lines[0])).toMatchObject({
      requestId: 'edge-42',
      msg: 'inside the request',
    });
    expect(JSON.parse(lines[1])).not.toHaveProperty('requestId');
    expect(headers['X-Request-Id']).toBe('edge-42');
    expect(answered).toMatchObject({ statusCode: 404, requestId: 'edge-42' });
  });
});
