import { readFastHead } from './src/http/fastHead';
const head = Buffer.from(`POST /v2/transactions HTTP/1.1\r\nHost: 127.0.0.1:4001\r\nX-Algo-API-Token: ${'a'.repeat(64)}\r\nContent-Type: application/x-binary\r\nContent-Length: 250\r\n\r\n` + 'x'.repeat(250), 'latin1');
const N = 200000;
for (let i = 0; i < 20000; i++) readFastHead(head, 0);
const s = process.cpuUsage();
for (let i = 0; i < N; i++) readFastHead(head, 0);
const e = process.cpuUsage(s);
console.log(((e.user + e.system) / N).toFixed(3), 'us per head');
