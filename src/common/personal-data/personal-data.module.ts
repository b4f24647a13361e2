import { Module } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data.registry';

/**
 * The registry of personal data. One instance for the whole application (Nest builds an
 * imported module once): each feature storing such data imports this module and registers
 * its kinds; the rights and the retention rounds read them.
 */
@Module({
  providers: [PersonalDataRegistry],
  exports: [PersonalDataRegistry],
})
export class PersonalDataModule {}
