import { Module } from '@nestjs/common';
import { DisciplineResolver } from './discipline.resolver';

/** Discipline, disputes and protests for the office and the federation (issue 6). */
@Module({ providers: [DisciplineResolver] })
export class DisciplineModule {}
