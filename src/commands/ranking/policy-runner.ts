/**
 * Runs the ranking policy in the API process: subscribes to the store from position 0 (the
 * policy's state is a fold of the store, and its command ids make resends harmless) and
 * sends each command through the season pipeline as the `system` actor.
 */
import type { SeasonCommand, SeasonState } from '../../aggregates/season';
import type { CommandPipeline, CommandResult } from '../pipeline';
import type { SeasonEvent } from '../../events/season-events';
import type { EventStore, Subscription } from '../../store/event-store';
import { newPolicyState, policyStep, type PolicyCommand } from './policy';

export interface PolicyOutcome {
  readonly sent: PolicyCommand;
  readonly result: CommandResult;
}

export class RankingPolicyRunner {
  private subscription: Subscription | undefined;
  private readonly state = newPolicyState();
  private position = 0;

  constructor(
    private readonly store: EventStore,
    private readonly seasons: CommandPipeline<SeasonCommand, SeasonEvent, SeasonState>,
    private readonly onOutcome: (o: PolicyOutcome) => void = () => {},
  ) {}

  start(): void {
    this.subscription = this.store.subscribe(0, async (e) => {
      this.position = e.globalPosition;
      for (const sent of policyStep(this.state, e)) {
        const result = await this.seasons.execute({
          ...sent,
          actor: { id: 'ranking-policy', role: 'system' },
        });
        this.onOutcome({ sent, result });
      }
    });
  }

  /** Global position of the last event the policy has folded. */
  get folded(): number {
    return this.position;
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
  }
}
