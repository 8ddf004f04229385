/**
 * Issue 15: where the checkpoint-signing key comes from. Production must not start with a
 * generated key (its signatures would prove nothing); elsewhere a development key is made once
 * beside the database and reused, so restarts keep one identity.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../../src/config';
import { checkpointProblem } from '../../../src/store/checkpoints';
import { loadPublicKey, loadSigner, SigningKeyError } from '../../../src/store/signing-key';

describe('the ledger signing key (LEDGER_SIGNING_KEY)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ledger-key-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const devKeyFile = () => join(dir, 'data', 'ledger-signing-key.pem');

  it('production without a key refuses to start with a configuration error naming the variable', () => {
    const load = () => loadSigner({ key: undefined, production: true, devKeyFile: devKeyFile() });
    expect(load).toThrow(SigningKeyError);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/NODE_ENV=production needs LEDGER_SIGNING_KEY/);
  });

  it('outside production a development key is generated once, readable only by its owner, and reused', () => {
    const lines: string[] = [];
    const first = loadSigner({
      key: undefined,
      production: false,
      devKeyFile: devKeyFile(),
      log: (l) => lines.push(l),
    });
    const again = loadSigner({ key: undefined, production: false, devKeyFile: devKeyFile() });
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(statSync(devKeyFile()).mode & 0o077).toBe(0);
    expect(lines.join('\n')).toMatch(/generated a development signing key/);
  });

  it('a PEM file path, PEM text and PEM text with \\n escapes give the same signer', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const file = join(dir, 'key.pem');
    writeFileSync(file, pem);
    const fromFile = loadSigner({ key: file, production: true, devKeyFile: devKeyFile() });
    const fromText = loadSigner({ key: pem, production: true, devKeyFile: devKeyFile() });
    const escaped = pem.trim().split('\n').join('\\n');
    const fromEnv = loadSigner({ key: escaped, production: true, devKeyFile: devKeyFile() });
    expect(fromText.fingerprint).toBe(fromFile.fingerprint);
    expect(fromEnv.fingerprint).toBe(fromFile.fingerprint);
    // What the operator publishes verifies what the server signs.
    writeFileSync(join(dir, 'pub.pem'), fromFile.publicKeyPem);
    const signed = fromFile.sign({ streamId: 's', revision: 3, hash: 'a'.repeat(64) }, 'now');
    expect(checkpointProblem(signed, loadPublicKey(join(dir, 'pub.pem')))).toBeNull();
    expect(readFileSync(join(dir, 'pub.pem'), 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('a key that is not Ed25519, or not a key, is refused', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ec = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadSigner({ key: ec, production: true, devKeyFile: devKeyFile() })).toThrow(
      /must be an Ed25519 key/,
    );
    expect(() =>
      loadSigner({ key: join(dir, 'missing.pem'), production: true, devKeyFile: devKeyFile() }),
    ).toThrow(/cannot read the key file/);
  });
});
