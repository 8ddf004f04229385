import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORRECTIONS } from '../../../src/aggregates/tournament/hands/corrections-table';
import { DEAD_HAND_CAUSES } from '../../../src/aggregates/tournament/hands/dead-hands';

/** The values of one enum in the committed schema (npm run schema:generate). */
function enumValues(name: string): string[] {
  const schema = readFileSync(join(__dirname, '../../../schema.graphql'), 'utf8');
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[A-Z_]+$/.test(l));
}

const graphqlName = (v: string) => v.replace(/-/g, '_').toUpperCase();

describe('the hands GraphQL accepts every row of the decision tables', () => {
  it('FSPR 6.1.1-6.6.7; FSNP Art. 73-74, 119-120; LNSE II.60: IrregularityKind is every irregularity of the table', () => {
    expect(enumValues('IrregularityKind').sort()).toEqual(Object.keys(CORRECTIONS).sort());
  });

  it('FSNP Art. 101, 103(b), 104, 114, 118-119: DeadHandCause is every dead-hand cause', () => {
    expect(enumValues('DeadHandCause').sort()).toEqual(
      Object.keys(DEAD_HAND_CAUSES).map(graphqlName).sort(),
    );
  });
});
