import { Module } from '@nestjs/common';
import { RankingModule } from '../ranking/ranking.module';
import { MembersResolver } from './members.resolver';

/** The federation's player registry (issue 8; FSNP Art. 2, 29). */
@Module({ imports: [RankingModule], providers: [MembersResolver] })
export class MembersModule {}
