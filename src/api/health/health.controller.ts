import { Controller, Get, Inject, Res } from '@nestjs/common';
import { LEDGER, type Ledger } from '../../app/ledger.port';

/** The slice of express's Response used here (@types/express is not installed). */
interface JsonResponse {
  status(code: number): { json(body: unknown): void };
}

/** For load balancers and operators: 200 when store and projections are fine, else 503. */
@Controller('health')
export class HealthController {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  @Get()
  async health(@Res() res: JsonResponse) {
    const report = await this.ledger.health();
    const { ok, ...parts } = report;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', ...parts });
  }
}
