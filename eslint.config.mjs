import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const PURE_DOMAIN = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Time is injected (pure domain).',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'Randomness is injected (pure domain).',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Time is injected (pure domain).',
  },
];

const SHARED =
  'use the state-ops.ts function for it (issue 16: one module writes what slices share)';
const SHARED_WRITES = [
  { selector: "AssignmentExpression[left.property.name='stack']", message: `A stack: ${SHARED}.` },
  { selector: "UpdateExpression[argument.property.name='stack']", message: `A stack: ${SHARED}.` },
  {
    selector: 'AssignmentExpression[left.object.property.name=/^(chips|money)$/]',
    message: `The chip or money ledger: ${SHARED}.`,
  },
  // The tournament's own maps (s.entrants, s.tables), not a slice's book of the same name.
  {
    selector:
      "AssignmentExpression[left.object.property.name=/^(entrants|tables)$/][left.object.object.name='s']",
    message: `Entrants or tables: ${SHARED}.`,
  },
  {
    selector:
      "UnaryExpression[operator='delete'][argument.object.property.name=/^(entrants|tables)$/][argument.object.object.name='s']",
    message: `Entrants or tables: ${SHARED}.`,
  },
  {
    selector: "AssignmentExpression[left.object.property.name='seats']",
    message: `Seats: ${SHARED}.`,
  },
  {
    selector: "UnaryExpression[operator='delete'][argument.object.property.name='seats']",
    message: `Seats: ${SHARED}.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'data/**',
      'infra/**',
      '*.js',
      '*.mjs',
      '*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no framework, no ambient time or randomness.
    files: ['src/poker/**', 'src/rules/**', 'src/aggregates/**', 'src/events/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            'typeorm',
            'pg',
            'better-sqlite3',
            'kafkajs',
            'fs',
            'node:fs',
            '*/store/*',
            '*/api/*',
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...PURE_DOMAIN],
    },
  },
  {
    // Issue 16: what several slices share (entrants and their stacks, tables and their seats, the
    // chip and money ledgers) is written by one module, state-ops.ts, so a reader finds every
    // way a stack or a seat can change in one place.
    files: ['src/aggregates/tournament/**'],
    ignores: ['src/aggregates/tournament/state-ops.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...PURE_DOMAIN, ...SHARED_WRITES],
    },
  },
  {
    // Issue 17: read models stand on events; of an aggregate they see only its views/ (pure,
    // read-only derivations), never the decider's internals.
    files: ['src/projections/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)aggregates(/(?!\\w+/views(/|$))|$)',
              message:
                'A read model imports an aggregate only through its views/ (src/aggregates/<name>/views).',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 17: a read model on the projection kit gets each event's data typed from its type
    // (src/projections/kit/fold.ts); a cast of `.data` would hide a mismatch with src/events/.
    files: ['src/projections/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.type='MemberExpression'][expression.property.name='data']",
          message: 'Event data is typed by the kit: use defineProjection/eventFold handlers.',
        },
      ],
    },
  },
);
