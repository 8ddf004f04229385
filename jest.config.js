/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', {}] },
  // Compiles the server once per run for the tests that drive it over HTTP (Jest cannot load
  // the ESM-only NestJS/Apollo packages, so those tests spawn dist/src/main.js).
  globalSetup: '<rootDir>/test/e2e/global-setup.ts',
};
