import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppSecret } from './app-secret.entity';

/** The keys the server keeps for itself (table app_secret), for the modules that read them. */
@Module({ imports: [TypeOrmModule.forFeature([AppSecret])], exports: [TypeOrmModule] })
export class SecretsModule {}
