import {
  approvedTradieStanding,
  documentStatus,
  type IdDocumentRecord,
  sniffDocumentType,
} from './document-rules.js';

const bytes = (...b: number[]) => Uint8Array.from(b);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function record(overrides: Partial<IdDocumentRecord> = {}): IdDocumentRecord {
  return {
    tradieId: 't',
    storageKey: null,
    contentType: null,
    sizeBytes: null,
    uploadedAt: null,
    decidedAt: null,
    deleteAfter: null,
    deletedAt: null,
    graceDeadline: null,
    ...overrides,
  };
}

describe('sniffDocumentType', () => {
  it('recognises JPEG and PNG by their magic bytes', () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(...PNG, 0, 0, 0, 13))).toBe('image/png');
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a GIF', Buffer.from('GIF89a')],
    ['HTML named .jpg', Buffer.from('<html><script>alert(1)</script>')],
    ['a truncated PNG signature', bytes(...PNG.slice(0, 7))],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffDocumentType(input)).toBeNull();
  });
});

describe('documentStatus', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  it.each([
    [null, 'missing'],
    [record({ graceDeadline: at }), 'missing'],
    [record({ storageKey: 'k', contentType: 'image/png', uploadedAt: at }), 'pending'],
    [
      record({
        storageKey: 'k',
        contentType: 'image/png',
        uploadedAt: at,
        decidedAt: at,
        deleteAfter: at,
      }),
      'decided',
    ],
    [record({ uploadedAt: at, decidedAt: at, deleteAfter: at, deletedAt: at }), 'deleted'],
  ] as const)('%o is %s', (input, status) => {
    expect(documentStatus(input)).toBe(status);
  });
});

describe('approvedTradieStanding', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const later = new Date(now.getTime() + 1);
  it('is ok once any document was provided, even after it was deleted', () => {
    expect(approvedTradieStanding(record({ uploadedAt: now, deletedAt: now }), now)).toBe('ok');
  });
  it('is unasked without a deadline, asked before it and overdue from it on', () => {
    expect(approvedTradieStanding(null, now)).toBe('unasked');
    expect(approvedTradieStanding(record({ graceDeadline: later }), now)).toBe('asked');
    expect(approvedTradieStanding(record({ graceDeadline: now }), now)).toBe('overdue');
  });
});
