import { gql } from './graphql';

/** A type reference as introspection gives it (NON_NULL and LIST wrap a named type). */
export interface TypeRef {
  kind: string;
  name: string | null;
  ofType?: TypeRef | null;
}
export interface InputValue {
  name: string;
  type: TypeRef;
}
export interface FieldDef {
  name: string;
  type: TypeRef;
  args: InputValue[];
}
export interface NamedType {
  kind: string;
  name: string;
  fields: FieldDef[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
}
export interface Schema {
  queryType: { name: string };
  mutationType: { name: string } | null;
  types: NamedType[];
}

const REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';

const INTROSPECT = `{ __schema {
  queryType { name } mutationType { name }
  types {
    kind name
    fields { name type { ${REF} } args { name type { ${REF} } } }
    inputFields { name type { ${REF} } }
    enumValues { name }
  }
} }`;

export async function introspect(url: string): Promise<Schema> {
  const r = await gql<{ __schema: Schema }>(url, INTROSPECT);
  if (!r.data) throw new Error(`introspection failed: ${JSON.stringify(r.errors)}`);
  return r.data.__schema;
}

export const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

export function typeOf(schema: Schema, name: string): NamedType {
  const t = schema.types.find((x) => x.name === name);
  if (!t) throw new Error(`no type ${name} in the schema`);
  return t;
}

export function rootFields(schema: Schema, op: 'query' | 'mutation'): FieldDef[] {
  const root = op === 'query' ? schema.queryType : schema.mutationType;
  return root ? (typeOf(schema, root.name).fields ?? []) : [];
}

/**
 * A GraphQL literal of type `t` built by `scalar` for each leaf, every input field filled
 * (optional ones too, so each one's validation gets its chance to run first).
 */
export function literal(
  schema: Schema,
  t: TypeRef,
  scalar: (name: string, field: string) => string,
  field = '',
  depth = 0,
): string {
  if (t.kind === 'NON_NULL' && t.ofType) return literal(schema, t.ofType, scalar, field, depth);
  if (t.kind === 'LIST' && t.ofType) return `[${literal(schema, t.ofType, scalar, field, depth)}]`;
  const n = typeOf(schema, t.name!);
  if (n.kind === 'ENUM') return n.enumValues![0].name;
  if (n.kind === 'INPUT_OBJECT') {
    // Recursive inputs stop at their required fields.
    const fields = (n.inputFields ?? []).filter((f) => depth < 4 || f.type.kind === 'NON_NULL');
    return `{ ${fields.map((f) => `${f.name}: ${literal(schema, f.type, scalar, f.name, depth + 1)}`).join(', ')} }`;
  }
  return scalar(n.name, field);
}

/** A selection of every leaf of an output type, to `maxDepth` levels of objects. */
export function selectAll(schema: Schema, t: TypeRef, maxDepth = 4, depth = 0): string {
  const n = typeOf(schema, named(t).name!);
  if (n.kind === 'SCALAR' || n.kind === 'ENUM') return '';
  if (n.kind === 'UNION' || n.kind === 'INTERFACE') return ' { __typename }';
  const parts: string[] = ['__typename'];
  for (const f of n.fields ?? []) {
    // Fields with required arguments are left out of a generic selection.
    if (f.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const leaf = ['SCALAR', 'ENUM'].includes(typeOf(schema, named(f.type).name!).kind);
    if (leaf) parts.push(f.name);
    else if (depth < maxDepth)
      parts.push(`${f.name}${selectAll(schema, f.type, maxDepth, depth + 1)}`);
  }
  return ` { ${parts.join(' ')} }`;
}
