import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { TOURNAMENT_STATE_VERSION } from '../../../src/aggregates/tournament/state-codec';

/**
 * Issue 16: a snapshot written under one shape of the tournament state must never be read as
 * another. The shape of `TournamentState` (every property, its optionality and its type, walked
 * through nested objects, declaration merging included) is fingerprinted from the type checker
 * and must match the fingerprint recorded for TOURNAMENT_STATE_VERSION in state-shapes.json. A
 * change of shape without a version bump fails here; after bumping the version, record the new
 * shape with `LEDGER_RECORD_STATE_SHAPE=1 npx jest test/unit/aggregates/state-shape.test.ts`
 * (`LEDGER_PRINT_STATE_SHAPE=file` writes the walked shape out, to see what changed).
 */
jest.setTimeout(120_000);

const root = join(__dirname, '..', '..', '..');
const SHAPES = join(__dirname, 'state-shapes.json');

function stateShape(): string {
  const entry = join(root, 'src', 'aggregates', 'tournament', 'index.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(root, 'src', 'aggregates', 'tournament', 'state.ts'));
  if (!source) throw new Error('state.ts not found');
  const module = checker.getSymbolAtLocation(source);
  const symbol =
    module && checker.getExportsOfModule(module).find((s) => s.name === 'TournamentState');
  if (!symbol) throw new Error('TournamentState not found');
  const seen = new Map<ts.Type, string>();

  const PRIMITIVE =
    ts.TypeFlags.StringLike |
    ts.TypeFlags.NumberLike |
    ts.TypeFlags.BooleanLike |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Void |
    ts.TypeFlags.Any |
    ts.TypeFlags.Unknown |
    ts.TypeFlags.Never;
  const describe = (type: ts.Type, depth: number): string => {
    const known = seen.get(type);
    if (known !== undefined) return known;
    if (type.isUnion())
      return type.types
        .map((t) => describe(t, depth))
        .sort()
        .join(' | ');
    if (type.flags & PRIMITIVE || depth > 16) return checker.typeToString(type);
    const args =
      type.flags & ts.TypeFlags.Object &&
      (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
        ? checker.getTypeArguments(type as ts.TypeReference)
        : [];
    if (checker.isArrayType(type) || checker.isTupleType(type))
      return `[${args.map((t) => describe(t, depth + 1)).join(', ')}]`;
    // Built-ins (Map, Set, Date): their name and what they hold, not their methods.
    const symbol = type.getSymbol();
    if (
      symbol &&
      symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface) &&
      symbol.getDeclarations()?.some((d) => d.getSourceFile().isDeclarationFile)
    )
      return `${symbol.name}<${args.map((t) => describe(t, depth + 1)).join(', ')}>`;
    seen.set(type, checker.typeToString(type));
    const index = [
      checker.getIndexInfoOfType(type, ts.IndexKind.String),
      checker.getIndexInfoOfType(type, ts.IndexKind.Number),
    ]
      .filter((i): i is ts.IndexInfo => i !== undefined)
      .map((i) => `[${checker.typeToString(i.keyType)}]: ${describe(i.type, depth + 1)}`);
    const fields = checker
      .getPropertiesOfType(type)
      .map((p) => {
        const t = checker.getTypeOfSymbolAtLocation(p, source);
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${p.name}${optional}: ${describe(t, depth + 1)}`;
      })
      .sort();
    const text = `{ ${[...index, ...fields].join('; ')} }`;
    seen.set(type, text);
    return text;
  };
  return describe(checker.getDeclaredTypeOfSymbol(symbol), 0);
}

describe('the tournament state and its version (issue 16)', () => {
  it('the shape of TournamentState is the one recorded for TOURNAMENT_STATE_VERSION', () => {
    const shape = stateShape();
    if (process.env.LEDGER_PRINT_STATE_SHAPE)
      writeFileSync(process.env.LEDGER_PRINT_STATE_SHAPE, shape);
    expect(shape.length).toBeGreaterThan(1_000);
    const fingerprint = createHash('sha256').update(shape).digest('hex');
    const recorded = JSON.parse(readFileSync(SHAPES, 'utf8')) as Record<string, string>;
    const version = String(TOURNAMENT_STATE_VERSION);
    if (process.env.LEDGER_RECORD_STATE_SHAPE === '1' && recorded[version] === undefined) {
      writeFileSync(
        SHAPES,
        JSON.stringify({ ...recorded, [version]: fingerprint }, null, 2) + '\n',
      );
      return;
    }
    const bumpHint =
      `The tournament state's shape changed but TOURNAMENT_STATE_VERSION is still ${version}: ` +
      'snapshots of the old shape would be read as the new one. Bump it in ' +
      'src/aggregates/tournament/state-codec.ts, then record the new shape with ' +
      'LEDGER_RECORD_STATE_SHAPE=1 npx jest test/unit/aggregates/state-shape.test.ts';
    expect({
      version,
      fingerprint,
      hint: fingerprint === recorded[version] ? 'ok' : bumpHint,
    }).toEqual({
      version,
      fingerprint: recorded[version],
      hint: 'ok',
    });
  });

  it('a version records one shape only: an earlier version keeps its fingerprint', () => {
    const recorded = JSON.parse(readFileSync(SHAPES, 'utf8')) as Record<string, string>;
    const fingerprints = Object.values(recorded);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
    expect(Object.keys(recorded).map(Number)).toContain(TOURNAMENT_STATE_VERSION);
  });
});
