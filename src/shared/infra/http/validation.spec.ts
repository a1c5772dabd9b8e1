import { formatValidationErrors } from './validation.js';

describe('formatValidationErrors', () => {
  it('names the field and drops the repeated property name', () => {
    expect(
      formatValidationErrors([{ property: 'email', constraints: { isEmail: 'email must be an email' } }]),
    ).toEqual(['email: must be an email']);
  });

  it('walks nested errors with a dotted path', () => {
    expect(
      formatValidationErrors([
        {
          property: 'card',
          children: [{ property: 'cvc', constraints: { matches: 'cvc must be 3 or 4 digits' } }],
        },
      ]),
    ).toEqual(['card.cvc: must be 3 or 4 digits']);
  });

  it('reports a body that is not an object', () => {
    expect(
      formatValidationErrors([{ property: '', constraints: { unknownValue: 'an unknown value' } }]),
    ).toEqual(['body: must be a JSON object']);
  });
});
