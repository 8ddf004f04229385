import WebSocket from 'ws';

/** What the server answered to one operation sent over graphql-ws. */
export interface WsAnswer {
  readonly type: 'next' | 'error' | 'complete' | 'closed';
  readonly payload?: unknown;
  readonly closeCode?: number;
}

/**
 * Sends one operation over the graphql-transport-ws protocol and returns the server's first
 * answer to it. Written against the protocol with `ws` because Jest cannot load the ESM-only
 * graphql-ws client.
 */
export function wsOperation(
  httpUrl: string,
  query: string,
  authorization?: string,
  variables: Record<string, unknown> = {},
  timeoutMs = 15_000,
): Promise<WsAnswer> {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  return new Promise<WsAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer over graphql-ws')), timeoutMs);
    const done = (answer: WsAnswer) => {
      clearTimeout(timer);
      socket.removeAllListeners('close');
      socket.close();
      resolve(answer);
    };
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: authorization ? { authorization } : {},
        }),
      ),
    );
    socket.on('message', (raw: WebSocket.RawData) => {
      const message = JSON.parse(String(raw)) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack')
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
      else if (message.type === 'next' || message.type === 'error' || message.type === 'complete')
        done({ type: message.type, payload: message.payload });
    });
    socket.on('close', (code: number) => done({ type: 'closed', closeCode: code }));
    socket.on('error', (e: Error) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
