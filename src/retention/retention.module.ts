import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/**
 * The deletion of what is kept no longer: every kind of personal data the features registered
 * with a retention period, purged by the nightly round (and the short-lived ones every hour).
 */
@Module({
  imports: [PersonalDataModule],
  providers: [RetentionService, RetentionScheduler],
})
export class RetentionModule {}
