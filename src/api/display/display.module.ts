import { Module } from '@nestjs/common';
import { DisplayController } from './display.controller';
import { DisplayResolver } from './display.resolver';

/** The hall display page, its query and its live subscriptions (issue 10). */
@Module({ controllers: [DisplayController], providers: [DisplayResolver] })
export class DisplayModule {}
