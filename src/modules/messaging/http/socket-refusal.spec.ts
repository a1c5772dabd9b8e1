import { MessagingErrors } from '../domain/messaging-errors.js';
import { refusal } from './socket-refusal.js';

describe('socket refusal', () => {
  it('names a domain refusal by its code', () => {
    const error = MessagingErrors.notAParticipant();
    expect(refusal(error)).toMatchObject({ code: error.code, message: error.message });
  });

  it('tells the sender to try again when the pool hands out no connection in time', () => {
    expect(refusal(new Error('timeout exceeded when trying to connect'))).toEqual({
      code: 'SERVICE.UNAVAILABLE',
      message: 'The service is briefly unavailable: try again in a moment',
      field: undefined,
    });
  });

  it('keeps INTERNAL for the unexpected, without its message', () => {
    expect(refusal(new TypeError('x is undefined'))).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong; try again',
    });
  });
});
