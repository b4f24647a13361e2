import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import { AUDIT_RETENTION_MONTHS } from '../contract/audit-actions';
import { AuditService } from './audit.service';

/**
 * The journal as personal data: it names no one, but the network an action came from and the
 * id of the record acted on still point at a person. It expires on its own and is never erased
 * per person: it is the proof of what was done to personal data (an erasure included), and the
 * database refuses to delete an entry before its period is over.
 */
@Injectable()
export class AuditPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'journal',
      label: 'Journal des actions sur les données personnelles',
      tables: [{ table: 'audit_event', columns: ['ip', 'target_id', 'at'] }],
      retention: {
        keptFor: `${AUDIT_RETENTION_MONTHS} mois`,
        purge: () => this.audit.purgeExpired(),
      },
      notPerPerson:
        'Le journal ne contient ni nom, ni téléphone, ni adresse e-mail, ni message : il prouve qui a fait quoi sur les données (une suppression comprise) et la base refuse d’en effacer une entrée avant la fin de sa durée de conservation.',
    });
  }
}
