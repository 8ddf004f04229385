/**
 * The layers of src/, lowest first (issue 16). A module may import its own layer and the
 * layers below it, never one above, and no import may close a cycle. `npm run lint` runs this
 * and test/unit/architecture/layers.test.ts holds it in the test suite.
 * No exception: the tournament folder's cycles (141 under this rule, closed by its command
 * union, the state's slice-owned types and the clock read as time) were broken by moving those
 * types and pure reads into leaf modules (*-commands.ts, registration/entry-book.ts, clock/time.ts).
 */
const LAYERS = [
  ['shared'], // Role, Rejection: depend on nothing
  ['poker'], // the hand engine
  ['rules'], // rulesets as cited data
  ['events'], // event shapes
  ['aggregates'], // deciders and their state
  ['config'], // environment, read at the edge
  ['store'], // event stores
  ['commands'], // the command pipeline, authority, aggregate definitions, process managers
  ['projections'], // read models
  ['bus'], // relay to Kafka, external projectors
  ['regulator', 'simulation'], // bundles and the simulated tournament
  ['app'], // the composition root: stores, pipeline, projections, bus, read facades (no Nest)
  ['api'], // NestJS, GraphQL
  ['main'], // the server's entry point
];

const path = (names) => `^src/(${names.join('|')})(/|\\.ts$)`;

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.join('-')}`,
  comment: `${layer.join(', ')} may not import a layer above it (${LAYERS.slice(i + 1)
    .flat()
    .join(', ')})`,
  severity: 'error',
  from: { path: path(layer) },
  to: { path: path(LAYERS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: the modules cannot be understood, tested or moved apart.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-unknown-layer',
      comment: 'Every folder of src/ has its place in the layer list of .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^src/', pathNot: path(LAYERS.flat()) },
      to: {},
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(test|bench|scripts|dist)/' },
    // Type-only imports count: a cycle of types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
