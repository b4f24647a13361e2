import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditEvent } from './audit-event.entity';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The journal: global, as every feature that touches personal data writes to it. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent])],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
