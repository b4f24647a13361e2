import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The number of requests, in a few rows summed on reading (table contact_request_count,
 * migration AdminListSearch): the triggers on contact_request add and subtract, each statement
 * on a shard drawn at random so that concurrent inserts do not wait for one row. The triggers
 * and their functions are the migration's alone: TypeORM neither reads nor writes them.
 */
@Entity('contact_request_count')
export class ContactRequestCount {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_contact_request_count' })
  shard: number;

  /** bigint: the pg driver hands it over as a string. */
  @Column({ type: 'bigint' })
  n: string;
}
