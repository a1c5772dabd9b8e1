import type { ImageSanitiser } from '#modules/jobs/domain/ports.js';
import { png } from '../support/png.js';

const SUPPORTED = ['image/jpeg', 'image/png', 'image/webp'];

/** What an upload becomes before it is stored: a clean picture, or a refusal. */
export function imageSanitiserContract(name: string, make: () => ImageSanitiser) {
  describe(`ImageSanitiser contract: ${name}`, () => {
    let images: ImageSanitiser;
    beforeEach(() => {
      images = make();
    });

    it('gives a picture back as a type the job images take, with its size', async () => {
      const clean = await images.sanitise(png(3, 2));
      expect(SUPPORTED).toContain(clean.contentType);
      expect([clean.width, clean.height]).toEqual([3, 2]);
      expect(clean.bytes.length).toBeGreaterThan(0);
    });

    it('drops what the picture says besides its pixels (a GPS position in a comment)', async () => {
      const clean = await images.sanitise(png(4, 4, 'GPS -33.868800 151.209300'));
      expect(clean.bytes.includes('-33.8688')).toBe(false);
      expect([clean.width, clean.height]).toEqual([4, 4]);
    });

    it.each([
      ['text', Buffer.from('not an image')],
      ['nothing', Buffer.alloc(0)],
      [
        'an SVG drawing (it can carry script)',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
        ),
      ],
      ['a cut-off picture', png(40, 40).subarray(0, 45)],
    ])('refuses %s (JOBS.UNSUPPORTED_IMAGE)', async (_what, bytes) => {
      await expect(images.sanitise(bytes)).rejects.toMatchObject({
        code: 'JOBS.UNSUPPORTED_IMAGE',
      });
    });
  });
}
