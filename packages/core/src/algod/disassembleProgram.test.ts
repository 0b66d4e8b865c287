import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadError } from '../explore/ReadError';
import type { EndpointConfig } from '../network/NetworkProfile';
import { disassembleProgram } from './disassembleProgram';

let server: Server;
let developerApi = true;
const bodies: { type: string | undefined; token: string | undefined; bytes: number[] }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push({
        type: req.headers['content-type'],
        token: req.headers['x-algo-api-token'] as string | undefined,
        bytes: [...Buffer.concat(chunks)],
      });
      res.setHeader('Content-Type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/algod/v2/teal/disassemble' || !developerApi) {
        res.statusCode = 404;
        res.end('{"message":"Not Found"}');
      } else {
        res.end('{"result":"#pragma version 10\\nint 1\\n"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function endpoint(): EndpointConfig {
  const { port } = server.address() as AddressInfo;
  return {
    url: 'http://127.0.0.1',
    port,
    pathPrefix: '/algod',
    token: 't0k',
    tokenHeader: 'X-Algo-API-Token',
  };
}

describe('disassembleProgram', () => {
  it('posts the bytecode with the token and returns the TEAL source', async () => {
    expect(await disassembleProgram(endpoint(), 'CoEBQw==')).toBe('#pragma version 10\nint 1\n');
    expect(bodies.at(-1)).toEqual({ type: 'application/x-binary', token: 't0k', bytes: [10, 129, 1, 67] });
  });

  it('says not found when the node has its developer API off', async () => {
    developerApi = false;
    const error = await disassembleProgram(endpoint(), 'CoEBQw==').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).code).toBe('READ_NOT_FOUND');
    developerApi = true;
  });
});
