import jwt from 'jsonwebtoken';
import { bearerToken, signToken, verifyToken } from '../../../src/api/auth/jwt';
import { loadVerificationKeys } from '../../../src/api/auth/keys';
import { allowedRolesFor, authorizeCommand } from '../../../src/api/auth/policy';
import { authenticate } from '../../../src/api/auth/request-auth';
import type { Role } from '../../../src/events/envelope';

const SECRET = 'unit-secret';
const COMMANDS = [
  'CreateTournament',
  'OpenRegistration',
  'RegisterPlayer',
  'CloseRegistration',
  'CancelTournament',
];

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'no error';
};

describe('bearer tokens (issue 2 "Auth": HS256, role and subject)', () => {
  it('a signed token verifies to its subject and role', async () => {
    const t = signToken({ sub: 'td-1', role: 'director' }, SECRET);
    expect(await verifyToken(t, SECRET)).toEqual({
      ok: true,
      actor: { id: 'td-1', role: 'director' },
    });
  });

  it('a token signed with another secret is refused', async () => {
    const t = signToken({ sub: 'td-1', role: 'director' }, 'other');
    expect(await verifyToken(t, SECRET)).toEqual({ ok: false, reason: 'the token is not valid' });
  });

  it('an HS512 token with the right secret is refused: only HS256 is accepted', async () => {
    const t = jwt.sign({ role: 'director' }, SECRET, { algorithm: 'HS512', subject: 'x' });
    expect((await verifyToken(t, SECRET)).ok).toBe(false);
  });

  it('an expired token says so', async () => {
    const t = jwt.sign({ role: 'floor', exp: 1 }, SECRET, { subject: 'f' });
    expect(await verifyToken(t, SECRET)).toEqual({ ok: false, reason: 'the token has expired' });
  });

  it('a token without a subject is refused', async () => {
    const t = jwt.sign({ role: 'floor' }, SECRET);
    expect(await verifyToken(t, SECRET)).toEqual({
      ok: false,
      reason: 'the token names no subject',
    });
  });

  it("the internal 'system' role is never issued nor accepted from outside", async () => {
    expect(() => signToken({ sub: 'relay', role: 'system' }, SECRET)).toThrow(/Unknown role/);
    const t = jwt.sign({ role: 'system' }, SECRET, { subject: 'relay' });
    expect((await verifyToken(t, SECRET)).ok).toBe(false);
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
  ])('Authorization "%s" → token %s', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it('no header means anonymous without a problem; a refused token carries the reason', async () => {
    const keys = loadVerificationKeys({ jwtSecret: SECRET, jwtPublicKey: undefined });
    expect(await authenticate(undefined, keys)).toEqual({
      actor: undefined,
      authProblem: undefined,
    });
    expect((await authenticate('Bearer nope', keys)).authProblem).toBe('the token is not valid');
  });
});

describe('who may write (issue 2 "Auth"; DESIGN.md Authority)', () => {
  it.each(COMMANDS.flatMap((c) => (['regulator', 'club'] as Role[]).map((r) => [r, c])))(
    'issue 2: a %s never writes — %s is FORBIDDEN',
    (role, command) => {
      expect(codeOf(() => authorizeCommand({ id: 'x', role: role as Role }, command))).toBe(
        'FORBIDDEN',
      );
      expect(allowedRolesFor(command)).not.toContain(role);
    },
  );

  it('no actor is UNAUTHENTICATED before any role check', () => {
    expect(codeOf(() => authorizeCommand(undefined, 'CreateTournament'))).toBe('UNAUTHENTICATED');
  });

  it('FORBIDDEN names the roles allowed', () => {
    try {
      authorizeCommand({ id: 'd', role: 'dealer' }, 'RegisterPlayer');
      throw new Error('not refused');
    } catch (e) {
      const err = e as { message: string; extensions: Record<string, unknown> };
      expect(err.extensions).toEqual({
        code: 'FORBIDDEN',
        role: 'dealer',
        allowedRoles: ['director', 'floor'],
      });
      expect(err.message).toBe('A dealer may not register player; allowed: director, floor.');
    }
  });

  it('the director may create a tournament', () => {
    expect(authorizeCommand({ id: 'td', role: 'director' }, 'CreateTournament').id).toBe('td');
  });

  it('an unknown command is allowed to nobody', () => {
    expect(allowedRolesFor('NoSuchCommand')).toEqual([]);
    expect(codeOf(() => authorizeCommand({ id: 'td', role: 'director' }, 'NoSuchCommand'))).toBe(
      'FORBIDDEN',
    );
  });
});
