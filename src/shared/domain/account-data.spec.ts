import {
  AccountDataContributors,
  anonymisedJob,
  anonymisedPerson,
  anonymisedTradie,
  type AccountDataContributor,
} from './account-data.js';

describe('anonymisation', () => {
  const id = '5b0f8c1e-2a57-4d0e-9a0b-1c2d3e4f5a6b';

  it('leaves no name, contact or address, and an email nobody owns', () => {
    const person = anonymisedPerson(id);
    expect(person).toMatchObject({ phone: null, suburb: null, state: null, postcode: null });
    expect(person.email).toBe(`deleted-${id}@deleted.invalid`);
    expect(person.email).toBe(person.email.toLowerCase());
    expect(`${person.firstName} ${person.lastName}`).toBe('Former member');
  });

  it('uses a password hash no password can match', () => {
    expect(anonymisedPerson(id).passwordHash.startsWith('$')).toBe(false);
  });

  it('keeps a tradie row valid for the schema but tied to nobody', () => {
    const tradie = anonymisedTradie();
    expect(tradie.abn).toMatch(/^0{11}$/);
    expect(tradie.licenceNumber.length).toBeGreaterThanOrEqual(3);
    expect(tradie.about).toBeNull();
  });

  it('keeps only the kind of a job, within the jobs table’s limits', () => {
    const job = anonymisedJob('pest_control');
    expect(job.title).toBe('Pest control job');
    expect(job.description.length).toBeGreaterThanOrEqual(20);
    expect(job.location).toBe('Withheld');
  });
});

describe('account data contributors', () => {
  it('keeps each registered contributor, in the order modules registered them', () => {
    const registry = new AccountDataContributors();
    const contributor = (name: string): AccountDataContributor => ({
      exportSections: () => Promise.resolve({ [name]: [] }),
      erase: () => Promise.resolve({ fileKeys: [] }),
    });
    const jobs = contributor('jobs');
    const leads = contributor('leads');
    registry.register(jobs);
    registry.register(leads);
    expect(registry.all()).toEqual([jobs, leads]);
  });
});
