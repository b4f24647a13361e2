import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';

/** The job queue, one per process, for every feature that queues work (e-mails, rounds). */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
