import { HttpError } from '../../http/HttpError';
import type { AccountInclude } from '../query/accountView';
import { ERR } from './indexerErrors';
import type { QueryReader } from './QueryReader';

/** include-all + exclude, as the indexer's setExcludeQueryOptions reads them. */
export function accountInclude(q: QueryReader): AccountInclude {
  const inc: AccountInclude = {
    assets: true,
    createdAssets: true,
    appsLocalState: true,
    createdApps: true,
    includeDeleted: q.bool('include-all') ?? false,
  };
  for (const e of q.list('exclude') ?? []) {
    switch (e) {
      case 'all':
        inc.assets = inc.createdAssets = inc.appsLocalState = inc.createdApps = false;
        break;
      case 'assets':
        inc.assets = false;
        break;
      case 'created-assets':
        inc.createdAssets = false;
        break;
      case 'apps-local-state':
        inc.appsLocalState = false;
        break;
      case 'created-apps':
        inc.createdApps = false;
        break;
      case 'none':
        break;
      default:
        throw new HttpError(400, `unknown value "${e}": ${ERR.invalidExclude}`);
    }
  }
  return inc;
}
