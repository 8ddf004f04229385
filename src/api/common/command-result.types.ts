import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SafeIntScalar } from './safe-int.scalar';

@ObjectType({ description: 'An event a command appended, and where it sits.' })
export class AppendedEvent {
  @Field(() => ID)
  eventId!: string;

  @Field()
  type!: string;

  @Field(() => Int, { description: '0-based position in the tournament stream.' })
  revision!: number;

  @Field(() => SafeIntScalar, { description: '1-based position in the whole store.' })
  globalPosition!: number;
}

@ObjectType({ description: 'What a command recorded. A refused command is an error instead.' })
export class CommandResult {
  @Field(() => ID)
  tournamentId!: string;

  @Field(() => ID, { description: 'Send it again to retry safely: nothing is appended twice.' })
  commandId!: string;

  @Field({ description: 'True when this commandId was already recorded: the first result.' })
  duplicate!: boolean;

  @Field(() => [AppendedEvent])
  events!: AppendedEvent[];

  @Field({
    description:
      'True once the read models include these events (queries see them); false if they were still catching up when the wait ended.',
  })
  projected!: boolean;
}
