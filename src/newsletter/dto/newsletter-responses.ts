import { ApiProperty } from '@nestjs/swagger';
import type { NewsletterConfirmation } from '../../contract/newsletter';

/**
 * POST /newsletter: the same answer for a new, known, pending or bot address. `confirmation`
 * follows the server's configuration only: 'email' when a confirmation e-mail goes out.
 */
export class NewsletterSignupDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ enum: ['email', 'none'] })
  confirmation: NewsletterConfirmation;
}

/** A confirmed subscriber, as the admin list shows it. */
export class SubscriberDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'amira@example.tn' })
  email: string;

  @ApiProperty({ format: 'date-time' })
  subscribedAt: string;
}
