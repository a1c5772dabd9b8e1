import type { Mailer } from '#shared/domain/mailer.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';

export interface Enquiry {
  kind: 'contact' | 'feedback';
  userId: string | null;
  name: string;
  email: string | null;
  subject: string | null;
  message: string;
  rating: number | null;
}

export abstract class EnquiryRepository {
  abstract add(enquiry: Enquiry): Promise<string>;
}

/** Contact and feedback messages: kept, and forwarded to the support inbox. */
export class EnquiryService {
  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly supportAddress: string,
  ) {}

  submit(enquiry: Enquiry): Promise<string> {
    return this.unitOfWork.run(async () => {
      const id = await this.enquiries.add(enquiry);
      const heading =
        enquiry.kind === 'contact'
          ? `Contact form: ${enquiry.subject ?? '(no subject)'}`
          : `Feedback${enquiry.rating ? ` (${enquiry.rating}/5)` : ''}`;
      await this.mailer.send({
        to: this.supportAddress,
        subject: heading,
        text: `From: ${enquiry.name} <${enquiry.email ?? 'no email given'}>\n\n${enquiry.message}\n\nReference: ${id}`,
      });
      return id;
    });
  }
}
