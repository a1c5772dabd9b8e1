import { describe, expect, it } from '@jest/globals';
import { newJobFor } from './job-form';

describe('newJobFor', () => {
  it("fills the job's suburb, state and postcode from the homeowner's profile", () => {
    expect(newJobFor({ suburb: 'Newtown', state: 'NSW', postcode: '2042' })).toMatchObject({
      location: 'Newtown',
      state: 'NSW',
      postcode: '2042',
      title: '',
    });
    expect(newJobFor({ suburb: null, state: null, postcode: null })).toMatchObject({
      location: '',
      state: '',
      postcode: '',
    });
  });
});
