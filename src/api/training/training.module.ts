import { Module } from '@nestjs/common';
import { TrainingResolver } from './training.resolver';

/** Training sessions over GraphQL (FSNP Art. 143-154; issue 19). */
@Module({ providers: [TrainingResolver] })
export class TrainingModule {}
