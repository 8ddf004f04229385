import { Controller, Get, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import type { LedgerConfig } from '../../config';
import { authenticatorFor } from '../auth/request-auth';
import { isoDateTime } from '../common/input-checks';
import { CONFIG } from '../../app/ledger.port';
import { ReadGate } from './read-gate';
import type { Refusal } from './read-access';
import { bundleView, CONTENT_TYPES } from './regulator.views';

/** The slice of express's Response used here (@types/express is not installed). */
interface HttpResponse {
  status(code: number): HttpResponse;
  set(field: string, value: string): HttpResponse;
  json(body: unknown): void;
  send(body: Buffer): void;
}

const refuse = (res: HttpResponse, r: Pick<Refusal, 'status' | 'code' | 'message'>) =>
  res.status(r.status).json({ error: { code: r.code, message: r.message } });

/**
 * The regulator bundle over HTTP (issue 7 "Exports … also downloadable over the API"), for a
 * bearer token with the regulator or director role:
 *   GET /regulator/tournaments/:id/bundle          every file, base64, as one JSON document
 *   GET /regulator/tournaments/:id/bundle/:file    one file as it is (e.g. report.pdf)
 * The PDF and the manifest carry generatedAt: pass ?generatedAt=<the manifest's> to fetch
 * files one by one that belong to the same bundle.
 */
@Controller('regulator/tournaments')
export class BundleController {
  constructor(
    private readonly gate: ReadGate,
    @Inject(CONFIG) private readonly config: LedgerConfig,
  ) {}

  @Get(':id/bundle')
  async bundle(
    @Param('id') id: string,
    @Headers('authorization') authorization: string | undefined,
    @Query('generatedAt') generatedAt: string | undefined,
    @Res() res: HttpResponse,
  ) {
    const b = await this.load(id, authorization, generatedAt, res);
    if (b) res.status(200).json(b);
  }

  @Get(':id/bundle/:file')
  async file(
    @Param('id') id: string,
    @Param('file') file: string,
    @Headers('authorization') authorization: string | undefined,
    @Query('generatedAt') generatedAt: string | undefined,
    @Res() res: HttpResponse,
  ) {
    const b = await this.load(id, authorization, generatedAt, res);
    if (!b) return;
    const f = b.files.find((x) => x.name === file);
    if (!f)
      return refuse(res, {
        status: 404,
        code: 'NOT_FOUND',
        message: `The bundle has no file "${file}"; it has ${b.files.map((x) => x.name).join(', ')}.`,
      });
    res
      .status(200)
      .set('content-type', CONTENT_TYPES[f.name] ?? 'application/octet-stream')
      .set('content-disposition', `attachment; filename="${id}-${f.name}"`)
      .set('x-content-sha256', f.sha256)
      .send(Buffer.from(f.base64, 'base64'));
  }

  private async load(
    id: string,
    authorization: string | undefined,
    generatedAt: string | undefined,
    res: HttpResponse,
  ) {
    const who = await authenticatorFor(this.config)(authorization);
    const r = await this.gate.check(who, 'bundle', id);
    if ('refusal' in r) return void refuse(res, r.refusal);
    const bad = generatedAt === undefined ? null : isoDateTime(generatedAt);
    if (bad)
      return void refuse(res, {
        status: 400,
        code: 'BAD_USER_INPUT',
        message: `generatedAt: ${bad}`,
      });
    const at =
      generatedAt === undefined ? new Date().toISOString() : new Date(generatedAt).toISOString();
    const b = await bundleView(r.reads, id, at);
    if (!b)
      return void refuse(res, {
        status: 404,
        code: 'TOURNAMENT_NOT_FOUND',
        message: `Tournament "${id}" has no events in the store.`,
      });
    return b;
  }
}
