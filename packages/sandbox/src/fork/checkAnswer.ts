import { ForkError } from './ForkError';
import type { RemoteAnswer } from './RemoteAlgod';

/**
 * Refuses an answer that is not algod's for `key` before it is kept (a kept answer is the fork's
 * state for good): a 200 whose JSON does not name what was asked (`address`, `index`, `id`, the
 * box's `name`, a `boxes` list), or a 404 that is not algod's JSON error (a proxy's or web server's
 * page: absence must come from algod itself). go: daemon/algod/api/server/v2/handlers.go (each
 * lookup answers its model, or 404 with `{"message": …}`).
 */
export function checkAnswer(
  key: string,
  answer: RemoteAnswer,
  remote: string,
  resource: string,
): RemoteAnswer {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined;
  const [kind, a, b] = key.split(':') as [string, string, string | undefined];
  const fits =
    answer.status === 404
      ? typeof body?.['message'] === 'string'
      : kind === 'acct'
        ? body?.['address'] === a
        : kind === 'asset'
          ? String(body?.['index']) === a
          : kind === 'app'
            ? String(body?.['id']) === a
            : kind === 'box'
              ? body?.['name'] === b
              : Array.isArray(body?.['boxes']);
  if (fits) return answer;
  throw new ForkError(
    'answer',
    `fork: the answer for ${resource} from the forked network's algod ${remote} is not algod's (HTTP ${answer.status}: ${answer.body.slice(0, 200)})`,
    resource,
  );
}
