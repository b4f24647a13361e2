import type { EntityManager } from 'typeorm';

/**
 * One person whose data the practice is asked to show or erase: found by e-mail or by phone,
 * the phone already in E.164 (normalizePhone, src/common/validation/identity.ts), the e-mail as
 * typed (compared in lower case). Exactly one of the two is set. It lives here, beside the
 * registry every feature fills, so that a feature ranked below contact can name it too.
 */
export type Subject = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/** A table holding a person's data, with the columns that say something about them. */
export interface CoveredTable {
  table: string;
  /** Checked against the schema by a test: a column that looks personal must be listed here. */
  columns: readonly string[];
}

/**
 * How long a kind of data is kept: either a period, with the deletion of what outlived it,
 * or « until erased », with the reason nothing expires it.
 */
export type Retention =
  | {
      /** The period, in French, as the practice would say it (« 24 mois après la demande »). */
      keptFor: string;
      /** Deletes what outlived the period as of `now`; how many rows went. Safe to run twice. */
      purge(now: Date): Promise<number>;
      /** Also purged every hour, for a period counted in days (every kind is purged nightly). */
      hourly?: boolean;
    }
  | {
      /** Why nothing expires this data, in French; it goes when the person asks. */
      keptUntilErased: string;
    };

/** What the patients' rights do with one kind of data of one person. */
export interface PersonData<Exported = unknown> {
  /** What the administrator's lookup shows, as JSON text (a feature may let PostgreSQL write it). */
  find(subject: Subject): Promise<string>;
  /** The same as plain values, for the file handed to the person. */
  export(subject: Subject): Promise<Exported>;
  /** Deletes it inside the erasure's transaction (`manager`); how many rows went. */
  erase(subject: Subject, manager: EntityManager): Promise<number>;
}

interface EntryBase {
  /** Stable: the key of this kind in the rights' answers and in the retention log. */
  key: string;
  /** What it is, in French, for a person reading the register. */
  label: string;
  tables: readonly CoveredTable[];
  retention: Retention;
}

/**
 * One kind of personal data a feature stores. Either the rights reach it per person, or
 * `notPerPerson` says, in French, why they do not (data about a person that cannot be found
 * by their e-mail or phone, or that must outlive an erasure).
 */
export type PersonalDataEntry = EntryBase & ({ person: PersonData } | { notPerPerson: string });

/** An entry the rights reach per person. */
export type PerPersonEntry = EntryBase & { person: PersonData };
