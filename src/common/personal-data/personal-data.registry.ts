import { Injectable } from '@nestjs/common';
import { PerPersonEntry, PersonalDataEntry } from './personal-data';

/**
 * What the practice holds about people, kind by kind: each feature that stores personal data
 * registers its kinds when its module starts, and the patients' rights (see, export, erase)
 * and the retention rounds go through this list instead of naming the features. A kind left
 * out would be neither shown, erased nor expired: a test compares the schema with this list.
 */
@Injectable()
export class PersonalDataRegistry {
  private readonly kinds = new Map<string, PersonalDataEntry>();

  /** Adds a kind; its key must be new (two kinds under one key would hide one of them). */
  register(entry: PersonalDataEntry): void {
    if (this.kinds.has(entry.key)) throw new Error(`personal data kind registered twice: ${entry.key}`);
    this.kinds.set(entry.key, entry);
  }

  /** Every kind, in the order the modules registered them. */
  get entries(): readonly PersonalDataEntry[] {
    return [...this.kinds.values()];
  }

  /** The kinds the rights reach per person. */
  get perPerson(): readonly PerPersonEntry[] {
    return this.entries.filter((entry): entry is PerPersonEntry => 'person' in entry);
  }

  /** One kind by its key; throws when none is registered under it. */
  get(key: string): PersonalDataEntry {
    const entry = this.kinds.get(key);
    if (!entry) throw new Error(`no personal data kind registered as ${key}`);
    return entry;
  }
}
