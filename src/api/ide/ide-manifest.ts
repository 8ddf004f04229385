/** What scripts/build-ide.ts writes into dist/ide/ and the server reads back. */
export const IDE_MANIFEST = 'manifest.json';

export interface IdeManifest {
  /** The HTML page, which names the hashed assets. */
  readonly page: string;
  /** File names served under /ide/assets/ (each also built as `<name>.gz`). */
  readonly assets: readonly string[];
}
