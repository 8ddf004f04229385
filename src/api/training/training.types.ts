import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@InputType({ description: 'What one player showed at a training showdown (FSNP Art. 151).' })
export class TabledTrainingHandInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => [String], {
    description: 'The cards shown, e.g. ["Ks"]: none gives up the hand, one may be enough.',
  })
  cards!: string[];
}

@InputType({ description: 'A player’s training chips counted at the table (FSNP Art. 155).' })
export class TrainingChipCountInput {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  chips!: number;
}

@ObjectType({ description: 'The one constant level of a training session (FSNP Art. 64, 154).' })
export class TrainingLevelView {
  @Field(() => Int)
  smallBlind!: number;
  @Field(() => Int)
  bigBlind!: number;
  @Field(() => Int)
  ante!: number;
  @Field(() => Int)
  levelMinutes!: number;
}

@ObjectType({ description: 'A player of the training table, present or gone.' })
export class TrainingPlayerView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  seat!: number;
  @Field()
  joinedAt!: string;
  @Field({ description: 'Away for a short time: not dealt in (FSNP Art. 59, 150).' })
  absent!: boolean;
  @Field()
  left!: boolean;
  @Field({
    description: 'New, waiting for the button to pass him before he is dealt in (FSNP Art. 152).',
  })
  waitsForButton!: boolean;
  @Field(() => Int, { description: 'Training chips he took away when he left (FSNP Art. 155).' })
  chipsTakenAway!: number;
}

@ObjectType({ description: 'A share of the session’s prize fund by chips (FSNP Art. 155).' })
export class TrainingShareView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  chips!: number;
  @Field(() => Int, { description: 'Minor units.' })
  amount!: number;
}

@ObjectType({ description: 'A player not dealt in to a training hand, and why.' })
export class TrainingSittingOutView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  seat!: number;
  @Field({
    description:
      'absent (FSNP Art. 59, 150) or waiting-for-button: new between the button and the SB (Art. 152).',
  })
  reason!: string;
}

@ObjectType({ description: 'A straddle of a training hand (FSNP Art. 149).' })
export class TrainingStraddleView {
  @Field(() => ID)
  playerId!: string;
  @Field(() => Int)
  seat!: number;
  @Field(() => Int)
  amount!: number;
}

@ObjectType({ description: 'The training hand last started (FSNP Art. 45, 150-152).' })
export class TrainingHandView {
  @Field(() => Int)
  handNo!: number;
  @Field(() => Int)
  buttonSeat!: number;
  @Field(() => Int)
  smallBlindSeat!: number;
  @Field(() => Int)
  bigBlindSeat!: number;
  @Field(() => [ID], { description: 'From the small blind clockwise, the button last.' })
  dealtIn!: string[];
  @Field(() => [TrainingSittingOutView])
  notDealtIn!: TrainingSittingOutView[];
  @Field(() => [TrainingStraddleView])
  straddles!: TrainingStraddleView[];
  @Field({ description: 'Tabled under FSNP Art. 151.' })
  tabled!: boolean;
}

@ObjectType({ description: 'A hand-by-hand training session (FSNP Art. 143-155).' })
export class TrainingSessionView {
  @Field(() => ID)
  tournamentId!: string;
  @Field()
  openedAt!: string;
  @Field()
  closed!: boolean;
  @Field(() => TrainingLevelView)
  level!: TrainingLevelView;
  @Field(() => Int, { description: 'Training chips each player receives (FSNP Art. 146).' })
  chipsPerPlayer!: number;
  @Field(() => Int, { description: 'Every training chip issued, re-entries included.' })
  chipsIssued!: number;
  @Field(() => Int, { description: 'Participation fees, minor units (FSNP Art. 144).' })
  prizeFund!: number;
  @Field(() => Int, { description: 'Contributions to the club, minor units (FSNP Art. 145).' })
  clubContributions!: number;
  @Field(() => Int, { description: 'The last hand started; 0 before the first.' })
  handNo!: number;
  @Field(() => Int, { nullable: true })
  buttonSeat!: number | null;
  @Field(() => TrainingHandView, { nullable: true, description: 'null before the first hand.' })
  hand!: TrainingHandView | null;
  @Field(() => [TrainingPlayerView])
  players!: TrainingPlayerView[];
  @Field(() => [TrainingShareView], { description: 'Empty until the session is closed.' })
  prizes!: TrainingShareView[];
}
