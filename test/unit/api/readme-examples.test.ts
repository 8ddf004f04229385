import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';

/**
 * The README is part of the product: every GraphQL example in it must be valid against the
 * committed schema, and every root field must have one (issue 2 "Every GraphQL operation,
 * with an example").
 */
const ROOT = join(__dirname, '..', '..', '..');
const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const operations: OperationDefinitionNode[] = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)]
  .flatMap((m) => parse(m[1]).definitions)
  .filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

describe('README GraphQL examples (issue 2 "README")', () => {
  it('issue 2: every example in the README validates against schema.graphql', () => {
    const problems = operations.flatMap((op) =>
      validate(schema, { kind: Kind.DOCUMENT, definitions: [op] }).map((e) => e.message),
    );
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('issue 2: every query, mutation and subscription has an example in the README', () => {
    const used = new Set(
      operations.flatMap((op) =>
        op.selectionSet.selections.flatMap((s) =>
          s.kind === 'Field' ? [`${op.operation}:${s.name.value}`] : [],
        ),
      ),
    );
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
      ['subscription', schema.getSubscriptionType()],
    ] as const;
    const missing = roots.flatMap(([kind, type]) =>
      Object.keys(type?.getFields() ?? {})
        .map((f) => `${kind}:${f}`)
        .filter((f) => !used.has(f)),
    );
    expect(missing).toEqual([]);
  });
});
