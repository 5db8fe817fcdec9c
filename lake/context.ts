import type { AssetStore } from './assets.ts';
import type { Auth, Principal } from './auth.ts';
import type { LakeOptions } from './config.ts';
import type { EditActivity } from './edit-activity.ts';
import type { LakeRequest } from './http.ts';
import type { ListenerHub } from './listeners.ts';
import type { QueryPool } from './query-pool.ts';
import type { Store } from './store.ts';

/** Everything a request handler may use. */
export interface Lake {
  options: LakeOptions;
  store: Store;
  auth: Auth;
  hub: ListenerHub;
  edits: EditActivity;
  assets: AssetStore;
  queries: QueryPool;
}

export interface Ctx extends LakeRequest {
  lake: Lake;
  principal: Principal;
}
