import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { Problem } from './input-checks';

/**
 * Free text is hash-chained forever and reaches the hall display, the regulator's PDF and the
 * exports (issue 15 item 7). Every String and ID the API accepts, argument or input field at
 * any depth, passes one check here: bounded length, no control characters (line breaks only in
 * multi-line prose), no bidirectional overrides, and Unicode NFC, so the same name is always
 * the same bytes. The limit of each input is written into its schema description. Pure
 * GraphQL; text-input.ts applies it to Nest (the TextField decorator and the interceptor).
 */
export interface TextPolicy {
  /** Characters (code points, after NFC). */
  readonly max: number;
  /** Line breaks (LF; CRLF becomes LF) and tabs allowed: reasons, rulings, statements. */
  readonly multiline: boolean;
}

export const TEXT_LIMITS = {
  /** Ids (tournament, player, table, commandId …): they travel in stream names and URLs. */
  id: { max: 200, multiline: false },
  /** Names, venues, codes, dates: one line. */
  line: { max: 200, multiline: false },
  /** A reason, ruling, statement or protest document. */
  prose: { max: 4000, multiline: true },
} as const satisfies Record<string, TextPolicy>;

/** Inputs of these names are prose wherever they appear, unless declared with TextField. */
const PROSE_NAMES = new Set([
  'reason',
  'reasoning',
  'document',
  'findings',
  'description',
  'statement',
  'question',
  'decision',
  'ruling',
  'ruleApplied',
  'actions',
  'basis',
]);

/** The key of a declared policy in a field's GraphQL extensions (TextField). */
export const TEXT_EXTENSION = 'text';

/** The policy of one String or ID input: declared with TextField, else by type and name. */
export function textPolicyOf(
  name: string,
  typeName: string,
  extensions: Readonly<Record<string, unknown>> | null | undefined,
): TextPolicy {
  const declared = extensions?.[TEXT_EXTENSION] as TextPolicy | undefined;
  if (declared) return declared;
  if (typeName === 'ID') return TEXT_LIMITS.id;
  return PROSE_NAMES.has(name) ? TEXT_LIMITS.prose : TEXT_LIMITS.line;
}

// Trojan Source: embeddings, overrides and isolates reorder what a reader sees.
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
// \p{Cc}: C0, DEL and C1 controls (NUL, ESC, CR, LF …); U+2028/2029 break lines too.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const PROSE_CONTROL = /[^\P{Cc}\n\t]|[\u2028\u2029]/u;
// An unpaired UTF-16 surrogate is not text at all.
const LONE_SURROGATE = /\p{Cs}/u;

const codePoint = (ch: string) =>
  `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The text as recorded (NFC, CRLF → LF in prose), or what is wrong with it. */
export function checkText(
  value: string,
  policy: TextPolicy,
): { ok: true; text: string } | { ok: false; message: string } {
  if (LONE_SURROGATE.test(value))
    return { ok: false, message: 'is not valid Unicode text (a lone surrogate).' };
  const text = (policy.multiline ? value.replace(/\r\n/g, '\n') : value).normalize('NFC');
  const bidi = BIDI.exec(text);
  if (bidi)
    return {
      ok: false,
      message: `contains the bidirectional control ${codePoint(bidi[0])}, which makes text display in another order than it is recorded.`,
    };
  const control = (policy.multiline ? PROSE_CONTROL : CONTROL).exec(text);
  if (control)
    return {
      ok: false,
      message: `contains the control character ${codePoint(control[0])} at position ${control.index + 1}; ${
        policy.multiline ? 'only line breaks and tabs are allowed' : 'one line of plain text only'
      }.`,
    };
  const length = [...text].length;
  if (length > policy.max)
    return { ok: false, message: `at most ${policy.max} characters (got ${length}).` };
  return { ok: true, text };
}

const isTextType = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
};

/**
 * Checks (and normalises in place) every String/ID in `value` of GraphQL type `type`,
 * collecting every problem with its path, e.g. `input.levels[2].name`.
 */
function walk(
  path: string,
  value: unknown,
  type: GraphQLInputType,
  policy: TextPolicy,
  problems: Problem[],
): unknown {
  if (value === null || value === undefined) return value;
  const t = getNullableType(type);
  if (isListType(t)) {
    if (Array.isArray(value))
      value.forEach((v, i) => {
        value[i] = walk(`${path}[${i}]`, v, t.ofType, policy, problems);
      });
    return value;
  }
  if (isInputObjectType(t)) {
    const obj = value as Record<string, unknown>;
    for (const f of Object.values(t.getFields()))
      if (f.name in obj) obj[f.name] = walkField(`${path}.${f.name}`, obj[f.name], f, problems);
    return value;
  }
  if (!isTextType(t) || typeof value !== 'string') return value;
  const r = checkText(value, policy);
  if (!r.ok) {
    problems.push({ field: path, message: r.message });
    return value;
  }
  return r.text;
}

function walkField(
  path: string,
  value: unknown,
  f: GraphQLArgument | GraphQLInputField,
  problems: Problem[],
) {
  const named = getNamedType(f.type);
  return walk(path, value, f.type, textPolicyOf(f.name, named.name, f.extensions), problems);
}

/** Every problem of a field's arguments; the arguments are normalised in place. */
export function checkTextArguments(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): Problem[] {
  const problems: Problem[] = [];
  for (const a of field.args)
    if (a.name in args) args[a.name] = walkField(a.name, args[a.name], a, problems);
  return problems;
}

const describe = (p: TextPolicy) =>
  `At most ${p.max} characters${p.multiline ? '; line breaks allowed' : ', one line'}.`;

const withLimit = (description: string | null | undefined, p: TextPolicy) =>
  description ? `${description} ${describe(p)}` : describe(p);

/**
 * Nest's transformSchema hook: writes each String/ID input's limit into its description, so
 * schema.graphql and introspection state the rule this file enforces. The schema is fresh
 * from the code-first builder and not yet served, so its descriptions are set in place.
 */
export function describeTextLimits(schema: GraphQLSchema): GraphQLSchema {
  const mark = (f: GraphQLArgument | GraphQLInputField) => {
    if (!isTextType(f.type)) return;
    const policy = textPolicyOf(f.name, getNamedType(f.type).name, f.extensions);
    (f as { description?: string | null }).description = withLimit(f.description, policy);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) Object.values(type.getFields()).forEach(mark);
    else if ('getFields' in type)
      for (const field of Object.values(type.getFields()))
        if ('args' in field) field.args.forEach(mark);
  }
  return schema;
}
