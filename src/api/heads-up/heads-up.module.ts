import { Module } from '@nestjs/common';
import { HeadsUpReadSource } from './heads-up-read-source';
import { HeadsUpResolver } from './heads-up.resolver';

/** The heads-up pyramid over GraphQL (FSNP Art. 140.3; issue 4 tournament types). */
@Module({ providers: [HeadsUpResolver, HeadsUpReadSource] })
export class HeadsUpModule {}
