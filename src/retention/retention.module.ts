import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactRequest } from '../contact/contact.entity';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/** The daily deletion of contact requests older than RETENTION_MONTHS. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactRequest])],
  providers: [RetentionService, RetentionScheduler],
})
export class RetentionModule {}
