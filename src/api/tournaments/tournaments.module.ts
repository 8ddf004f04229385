import { Module } from '@nestjs/common';
import { TournamentsResolver } from './tournaments.resolver';

@Module({ providers: [TournamentsResolver] })
export class TournamentsModule {}
