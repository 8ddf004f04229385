import { Module } from '@nestjs/common';
import { TrainingReadSource } from './training-read-source';
import { TrainingResolver } from './training.resolver';

/** Training sessions over GraphQL (FSNP Art. 143-155; issue 19). */
@Module({ providers: [TrainingResolver, TrainingReadSource] })
export class TrainingModule {}
