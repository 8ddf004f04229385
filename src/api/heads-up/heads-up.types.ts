import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'One pair of the current round, at its own table (FSNP Art. 140.3(a)).',
})
export class HeadsUpMatchView {
  @Field(() => Int)
  match!: number;
  @Field(() => ID)
  tableId!: string;
  @Field(() => [ID], { description: 'Seat 1, then seat 2.' })
  players!: string[];
  @Field(() => ID, {
    nullable: true,
    description:
      'null while the match goes on; won when one player holds every chip (FSPR 5.10.1).',
  })
  winnerId!: string | null;
}

@ObjectType({
  description:
    'A player out of the pyramid: places by the round reached, shared (FSNP Art. 140.3(f); DECISION-4).',
})
export class HeadsUpPlaceView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  place!: number;
  @Field(() => Int)
  sharedBy!: number;
  @Field({ description: 'e.g. "3-4" for a place shared by two.' })
  placeLabel!: string;
  @Field(() => Int, { description: 'The round the player lost in.' })
  round!: number;
}

@ObjectType({ description: 'The heads-up pyramid as drawn and played so far (FSNP Art. 140.3).' })
export class HeadsUpBracket {
  @Field(() => ID)
  tournamentId!: string;
  @Field(() => Int, { description: 'Players drawn into round 1.' })
  field!: number;
  @Field(() => Int, { description: 'The field rounded up to a power of two.' })
  bracketSize!: number;
  @Field(() => Int, { description: 'Rounds the whole pyramid needs.' })
  rounds!: number;
  @Field(() => Int, { description: 'The round being played (the last one once decided).' })
  round!: number;
  @Field(() => [HeadsUpMatchView], { description: 'The matches of the current round.' })
  matches!: HeadsUpMatchView[];
  @Field(() => [ID], { description: 'Players through this round without a match (gap 20).' })
  byes!: string[];
  @Field(() => [HeadsUpPlaceView], { description: 'Players out, best place first.' })
  places!: HeadsUpPlaceView[];
  @Field(() => ID, { nullable: true })
  championId!: string | null;
}
