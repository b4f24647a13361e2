import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { AuditController } from './audit.controller';
import { AuditPersonalData } from './audit.personal-data';
import { AuditEvent } from './audit-event.entity';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The journal: global, as every feature that touches personal data writes to it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent]), PersonalDataModule],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, AuditPersonalData],
  exports: [AuditService],
})
export class AuditModule {}
