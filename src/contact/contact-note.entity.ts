import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ContactRequest } from './contact.entity';

/**
 * A dated note of the administrator on a request (table contact_note, migration
 * ContactFollowUp). It goes with its request. Read newest first per request; the index is
 * (contact_id, created_at DESC) in the migration, TypeORM compares its columns only.
 */
@Entity('contact_note')
@Index('IDX_contact_note_contact', ['contactId', 'createdAt'])
export class ContactNote {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_contact_note' })
  id: string;

  @Column({ name: 'contact_id', type: 'uuid' })
  @ForeignKey(() => ContactRequest, { name: 'contact_note_contact_id_fkey', onDelete: 'CASCADE' })
  contactId: string;

  @Column({ type: 'text' })
  text: string;

  /** The administrator who wrote it. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  /** clock_timestamp(), not now(): two notes of one transaction keep their order. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
