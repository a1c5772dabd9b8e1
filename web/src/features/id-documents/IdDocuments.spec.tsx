import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { AdminIdDocument } from './AdminIdDocument';
import { IdDocumentUpload } from './IdDocumentUpload';

const ID = '6d1f4c8e-2222-4a7b-9c1d-000000000002';
const STATUS = `GET /api/admin/tradies/${ID}/id-document`;

const own = (overrides: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    status: 'missing',
    uploadedAt: null,
    deleteAfter: null,
    requested: true,
    deadline: null,
    overdue: false,
    ...overrides,
  },
});

describe('AdminIdDocument', () => {
  it('says missing, with nothing to view', async () => {
    stubApi({
      [STATUS]: {
        status: 200,
        body: { status: 'missing', uploadedAt: null, viewable: false, checkable: false },
      },
    });
    await renderPage(<AdminIdDocument tradieId={ID} name="Sparks & Co" />);
    expect(await screen.findByTestId('id-document-status')).toHaveTextContent('missing');
    expect(screen.queryByRole('link', { name: /View the ID document/ })).toBeNull();
  });

  it('says provided and links View to the document, opening a new tab', async () => {
    stubApi({
      [STATUS]: {
        status: 200,
        body: {
          status: 'pending',
          uploadedAt: '2026-11-20T10:00:00.000Z',
          viewable: true,
          checkable: false,
        },
      },
    });
    await renderPage(<AdminIdDocument tradieId={ID} name="Sparks & Co" />);
    const link = await screen.findByRole('link', {
      name: 'View the ID document of Sparks & Co (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', `/api/admin/tradies/${ID}/id-document/file`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('id-document-status')).toHaveTextContent('provided');
  });
});

describe('IdDocumentUpload', () => {
  it('shows the deadline, the upload progress and the server’s refusal naming the file', async () => {
    stubApi({ 'GET /api/me/id-document': own({ deadline: '2026-12-25T00:00:00.000Z' }) });
    const sent: { headers: Record<string, string>; body: FormData | null }[] = [];
    let finish: () => void = () => undefined;
    // A stand-in XMLHttpRequest: reports half the bytes sent, then answers when told to.
    class FakeXhr {
      status = 0;
      responseText = '';
      withCredentials = false;
      upload: {
        onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
      } = {};
      onload?: () => void;
      onerror?: () => void;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: FormData) {
        sent.push({ headers: this.headers, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        finish = () => {
          this.status = 400;
          this.responseText = JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'document: must be a JPEG or PNG picture of your driver licence or passport',
            code: 'IDDOCS.UNSUPPORTED_TYPE',
            field: 'document',
          });
          this.onload?.();
        };
      }
    }
    // The test setup's FormData (undici's) refuses jsdom's File; a plain stand-in keeps parts.
    class FakeFormData {
      parts = new Map<string, unknown>();
      append(name: string, value: unknown) {
        this.parts.set(name, value);
      }
      get(name: string) {
        return this.parts.get(name);
      }
    }
    const original = globalThis.XMLHttpRequest;
    const originalFormData = globalThis.FormData;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    globalThis.FormData = FakeFormData as unknown as typeof FormData;
    try {
      const user = testUser();
      await renderPage(<IdDocumentUpload />);
      expect(await screen.findByText("We now check every tradie's identity")).toBeInTheDocument();
      const input = screen.getByLabelText('Photo of your driver licence or passport');
      const button = screen.getByRole('button', { name: 'Upload ID document' });
      expect(button).toBeDisabled();
      await user.upload(input, new File(['%PDF-1.7'], 'licence.png', { type: 'image/png' }));
      await user.click(button);
      expect(await screen.findByText('Uploading… 50%')).toBeInTheDocument();
      expect(sent[0]?.headers['X-CSRF-Token']).toBe('test-csrf-token');
      expect((sent[0]?.body?.get('document') as File).name).toBe('licence.png');
      act(() => finish());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The file must be a JPEG or PNG picture',
      );
    } finally {
      globalThis.XMLHttpRequest = original;
      globalThis.FormData = originalFormData;
    }
  });

  it('refuses a file over 8 MB before sending it', async () => {
    const api = stubApi({ 'GET /api/me/id-document': own() });
    const user = testUser();
    await renderPage(<IdDocumentUpload />);
    const input = await screen.findByLabelText('Photo of your driver licence or passport');
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Upload ID document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 8 MB');
    expect(api.requests('POST /api/me/id-document')).toHaveLength(0);
  });

  it('says an uploaded document was received and can be replaced', async () => {
    stubApi({
      'GET /api/me/id-document': own({
        status: 'pending',
        uploadedAt: '2026-11-20T10:00:00.000Z',
        requested: false,
      }),
    });
    await renderPage(<IdDocumentUpload />);
    expect(await screen.findByText('ID document received')).toBeInTheDocument();
    expect(screen.getByLabelText('Replace your ID document')).toBeInTheDocument();
  });
});
