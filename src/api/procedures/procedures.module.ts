import { Module } from '@nestjs/common';
import { ProceduresResolver } from './procedures.resolver';

/** The regulator's procedures over GraphQL (issue 20; LNSE 123/13 I.1, I.6, IV.11). */
@Module({ providers: [ProceduresResolver] })
export class ProceduresModule {}
