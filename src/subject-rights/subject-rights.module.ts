import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { SubjectRightsController } from './subject-rights.controller';
import { SubjectRightsService } from './subject-rights.service';

/**
 * Access, portability and erasure of one person's data, for the administrator: over the kinds
 * the features registered in the registry of personal data.
 */
@Module({
  imports: [PersonalDataModule],
  controllers: [SubjectRightsController],
  providers: [SubjectRightsService],
})
export class SubjectRightsModule {}
