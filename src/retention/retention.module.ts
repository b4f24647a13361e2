import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/** The daily deletion of contact requests older than RETENTION_MONTHS. */
@Module({
  imports: [ContactModule],
  providers: [RetentionService, RetentionScheduler],
})
export class RetentionModule {}
