// The two ceilings the API is compared with, each in its own process:
//   node bare-servers.mjs http <port>            a bare Node HTTP server answering a fixed JSON
//   node bare-servers.mjs pg <port> <databaseUrl> the same, inserting the benchmark row through a pg pool
// and, for reading them, the pinned framework's own floor of overhead:
//   node bare-servers.mjs nest <port> <databaseUrl> NestJS 11 on express, one POST route that parses
//                                                   the JSON body and does the same insert, nothing else
import 'reflect-metadata';
import { createServer } from 'node:http';
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';

const [mode, port, databaseUrl] = process.argv.slice(2);
const BODY = JSON.stringify({ success: true, _id: '00000000-0000-4000-8000-000000000000' });
const pool =
  mode === 'pg' || mode === 'nest' ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
const ROW = ['Patient Test', '+216 20 000 000', 'Botox', '', JSON.stringify({ 'step-1': 'Visage' })];

const INSERT =
  'INSERT INTO contact_request (name, phone, service, message, selections) VALUES ($1, $2, $3, $4, $5) RETURNING id';

if (mode === 'nest') {
  // Decorators applied by hand: this file is plain JavaScript.
  class ContactController {
    async create(body) {
      const { rows } = await pool.query(INSERT, [
        body.name,
        body.phone,
        body.service,
        body.message,
        JSON.stringify(body.selections),
      ]);
      return { success: true, _id: rows[0].id };
    }
  }
  const create = Object.getOwnPropertyDescriptor(ContactController.prototype, 'create');
  Body()(ContactController.prototype, 'create', 0);
  HttpCode(201)(ContactController.prototype, 'create', create);
  Post('contact')(ContactController.prototype, 'create', create);
  Controller('api')(ContactController);
  class BareModule {}
  Module({ controllers: [ContactController] })(BareModule);
  const app = await NestFactory.create(BareModule, { logger: false });
  await app.listen(Number(port), '127.0.0.1');
  process.stdout.write('READY\n');
} else
  createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      if (pool) {
        const { rows } = await pool.query(INSERT, ROW);
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: true, _id: rows[0].id }));
        return;
      }
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(BODY);
    });
  }).listen(Number(port), '127.0.0.1', () => process.stdout.write('READY\n'));
