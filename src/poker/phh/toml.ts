/**
 * The part of TOML that PHH uses (PHH.md section 1): `key = value` lines, basic and literal
 * strings, integers and decimals kept as text (never binary floats), `inf`, booleans, local times,
 * arrays over several lines with comments and trailing commas, and top-level `[tables]` for
 * `.phhs` files. Anything else is refused with the line number.
 */

/** A number kept as its decimal text, so 0.1 stays exactly 0.1 (PHH.md 1: read as exact decimals). */
export interface TomlNumber {
  readonly kind: 'number';
  readonly text: string;
}

export type TomlValue = string | boolean | TomlNumber | readonly TomlValue[];
export type TomlTable = Record<string, TomlValue>;

export class TomlError extends Error {
  readonly code = 'PHH_SYNTAX';
}

export const isNumber = (v: TomlValue | undefined): v is TomlNumber =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (v as TomlNumber).kind === 'number';

const KEY = /[A-Za-z0-9_-]+/y;
const BARE = /[^\s,\]#]+/y;

class Reader {
  pos = 0;
  constructor(readonly src: string) {}

  /** Sticky match at the current position, without copying the rest of the text. */
  match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.pos;
    return re.exec(this.src);
  }

  line(): number {
    return this.src.slice(0, this.pos).split('\n').length;
  }

  fail(what: string): never {
    throw new TomlError(`PHH/TOML line ${this.line()}: ${what}.`);
  }

  /** Skips spaces, tabs, and (when `newlines`) line breaks and comments. */
  skip(newlines: boolean): void {
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === ' ' || ch === '\t' || ch === '\r') this.pos++;
      else if (newlines && ch === '\n') this.pos++;
      else if (ch === '#') {
        while (this.pos < this.src.length && this.src[this.pos] !== '\n') this.pos++;
      } else return;
    }
  }

  key(): string {
    this.skip(false);
    const ch = this.src[this.pos];
    if (ch === '"' || ch === "'") return this.string();
    const m = this.match(KEY);
    if (!m) this.fail('expected a key');
    this.pos += m[0].length;
    return m[0];
  }

  string(): string {
    const quote = this.src[this.pos];
    this.pos++;
    let out = '';
    for (;;) {
      if (this.pos >= this.src.length || this.src[this.pos] === '\n')
        this.fail('unterminated string');
      const ch = this.src[this.pos++];
      if (ch === quote) return out;
      if (quote === '"' && ch === '\\') {
        const esc = this.src[this.pos++];
        const simple: Record<string, string> = {
          n: '\n',
          t: '\t',
          '"': '"',
          '\\': '\\',
          r: '\r',
          b: '\b',
          f: '\f',
        };
        if (esc in simple) out += simple[esc];
        else if (esc === 'u' || esc === 'U') {
          const len = esc === 'u' ? 4 : 8;
          out += String.fromCodePoint(parseInt(this.src.slice(this.pos, this.pos + len), 16));
          this.pos += len;
        } else this.fail(`unknown escape \\${esc}`);
      } else out += ch;
    }
  }

  value(): TomlValue {
    this.skip(false);
    const ch = this.src[this.pos];
    if (ch === '"' || ch === "'") return this.string();
    if (ch === '[') return this.array();
    const m = this.match(BARE);
    if (!m) this.fail('expected a value');
    const text = m[0];
    this.pos += text.length;
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^[+-]?(inf|nan)$/.test(text)) return { kind: 'number', text };
    if (/^[+-]?(0|[1-9][0-9_]*)(\.[0-9_]+)?([eE][+-]?[0-9]+)?$/.test(text)) {
      return { kind: 'number', text: text.replace(/_/g, '') };
    }
    if (
      /^[0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?$/.test(text) ||
      /^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(text)
    )
      return text;
    this.fail(`"${text}" is not a value PHH uses`);
  }

  array(): TomlValue[] {
    this.pos++;
    const out: TomlValue[] = [];
    for (;;) {
      this.skip(true);
      if (this.src[this.pos] === ']') {
        this.pos++;
        return out;
      }
      out.push(this.value());
      this.skip(true);
      if (this.src[this.pos] === ',') this.pos++;
      else if (this.src[this.pos] !== ']') this.fail('expected "," or "]" in an array');
    }
  }

  endOfLine(): void {
    this.skip(false);
    if (this.pos < this.src.length && this.src[this.pos] !== '\n')
      this.fail('unexpected text after the value');
  }
}

/** Parses a document into its top-level keys and its top-level tables (for `.phhs`). */
export function parseToml(src: string): {
  root: TomlTable;
  tables: { name: string; table: TomlTable }[];
} {
  const r = new Reader(src.replace(/^\uFEFF/, ''));
  const root: TomlTable = {};
  const tables: { name: string; table: TomlTable }[] = [];
  let current = root;
  for (;;) {
    r.skip(true);
    if (r.pos >= r.src.length) break;
    if (r.src[r.pos] === '[') {
      const end = r.src.indexOf(']', r.pos);
      if (end < 0) r.fail('unterminated table header');
      const name = r.src
        .slice(r.pos + 1, end)
        .trim()
        .replace(/^["']|["']$/g, '');
      r.pos = end + 1;
      r.endOfLine();
      current = {};
      tables.push({ name, table: current });
      continue;
    }
    const key = r.key();
    r.skip(false);
    if (r.src[r.pos] !== '=') r.fail(`expected "=" after ${key}`);
    r.pos++;
    if (key in current) r.fail(`duplicate key ${key}`);
    current[key] = r.value();
    r.endOfLine();
  }
  return { root, tables };
}
