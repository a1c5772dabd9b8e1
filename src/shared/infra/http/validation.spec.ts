import { formatValidationErrors } from './validation.js';

describe('formatValidationErrors', () => {
  it('names the field and drops the repeated property name', () => {
    expect(
      formatValidationErrors([
        { property: 'email', value: 'x', constraints: { isEmail: 'email must be an email' } },
      ]),
    ).toEqual(['email: must be an email']);
  });

  it('walks nested errors with a dotted path', () => {
    expect(
      formatValidationErrors([
        {
          property: 'card',
          children: [
            { property: 'cvc', value: '1', constraints: { matches: 'cvc must be 3 or 4 digits' } },
          ],
        },
      ]),
    ).toEqual(['card.cvc: must be 3 or 4 digits']);
  });

  it('says a missing field is required', () => {
    expect(
      formatValidationErrors([
        {
          property: 'firstName',
          value: undefined,
          constraints: { length: 'firstName must be longer' },
        },
      ]),
    ).toEqual(['firstName: is required']);
  });

  it('reports a body that is not an object', () => {
    expect(
      formatValidationErrors([{ property: '', constraints: { unknownValue: 'an unknown value' } }]),
    ).toEqual(['body: must be a JSON object']);
  });
});
