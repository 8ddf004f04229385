import { ID } from '@nestjs/graphql';

/** The @Args options every resolver repeats: ids, and the optional commandId of a retry. */
export const idArg = (name: string) => ({ name, type: () => ID }) as const;
export const optionalIdArg = (name: string) => ({ name, type: () => ID, nullable: true }) as const;
export const tournamentIdArg = idArg('tournamentId');
export const commandIdArg = optionalIdArg('commandId');
