import { type LoginTokenResult, type MenuEntry, type SessionUser, STORAGE_KEYS } from '@sc/contract';
import { createSnapshotStore } from './snapshotStore';
import { type KeyValueStore, local, readJson, session } from './storage';

/** What the app knows about the signed-in user, read from storage. */
export type SessionSnapshot = {
  /** Signed in means a token and an admin id are stored (SPEC 4). */
  isLoggedIn: boolean;
  token: string | null;
  adminId: string | null;
  supplierId: string | null;
  adminCode: string | null;
  realName: string;
  email: string;
  loginTime: string | null;
  menu: MenuEntry[];
};

/** localStorage keys that belong to a session; removed on logout. */
const LOCAL_SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.adminId,
  STORAGE_KEYS.adminCode,
  STORAGE_KEYS.realName,
  STORAGE_KEYS.email,
  STORAGE_KEYS.supplierId,
  STORAGE_KEYS.loginTime,
  STORAGE_KEYS.menuList,
  STORAGE_KEYS.isOver,
  STORAGE_KEYS.messageCount,
  STORAGE_KEYS.socketConnected,
  STORAGE_KEYS.guide,
  STORAGE_KEYS.noviceGuide,
  STORAGE_KEYS.pageIndex,
  STORAGE_KEYS.pageNoviceIndex,
];
/** Session-level keys mirrored into sessionStorage (SPEC 3). */
const MIRRORED_KEYS: readonly string[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.adminId,
  STORAGE_KEYS.supplierId,
  STORAGE_KEYS.adminCode,
  STORAGE_KEYS.realName,
  STORAGE_KEYS.menuList,
  STORAGE_KEYS.loginTime,
];

export function readSession(store: KeyValueStore): SessionSnapshot {
  const token = store.get(STORAGE_KEYS.token) || null;
  const adminId = store.get(STORAGE_KEYS.adminId) || null;
  const menu = readJson<unknown>(store, STORAGE_KEYS.menuList, []);
  return {
    isLoggedIn: token !== null && adminId !== null,
    token,
    adminId,
    supplierId: store.get(STORAGE_KEYS.supplierId) || null,
    adminCode: store.get(STORAGE_KEYS.adminCode) || null,
    realName: store.get(STORAGE_KEYS.realName) ?? '',
    email: store.get(STORAGE_KEYS.email) ?? '',
    loginTime: store.get(STORAGE_KEYS.loginTime) || null,
    menu: Array.isArray(menu) ? (menu as MenuEntry[]) : [],
  };
}

/** The session kept in two storage areas, with change notification for React. */
export function createSessionStore(localStore: KeyValueStore, sessionStore: KeyValueStore) {
  const snapshots = createSnapshotStore(() => readSession(localStore));
  const changed = snapshots.changed;

  function write(key: string, value: string) {
    localStore.set(key, value);
    if (MIRRORED_KEYS.includes(key)) sessionStore.set(key, value);
  }
  function saveUser(user: SessionUser) {
    write(STORAGE_KEYS.adminCode, user.adminCode);
    write(STORAGE_KEYS.realName, user.realName);
    write(STORAGE_KEYS.email, user.email);
    write(STORAGE_KEYS.supplierId, String(user.supplierId));
    changed();
  }

  return {
    get: snapshots.get,
    subscribe: snapshots.subscribe,
    /** Re-reads storage, e.g. after another tab changed it. */
    refresh: changed,
    saveLogin(result: LoginTokenResult, now = Date.now()) {
      write(STORAGE_KEYS.token, result.access_token);
      write(STORAGE_KEYS.adminId, String(result.adminId));
      write(STORAGE_KEYS.loginTime, String(now));
      saveUser(result);
    },
    /** Refreshes the stored profile (name, email, codes), e.g. after admin/login/info. */
    saveUser,
    saveMenu(menu: MenuEntry[]) {
      write(STORAGE_KEYS.menuList, JSON.stringify(menu));
      changed();
    },
    clear() {
      for (const key of LOCAL_SESSION_KEYS) localStore.remove(key);
      for (const key of MIRRORED_KEYS) sessionStore.remove(key);
      changed();
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's session store (localStorage + sessionStorage). */
export const sessionStore: SessionStore = createSessionStore(local, session);

const watchedKeys = new Set<string>(LOCAL_SESSION_KEYS);
if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it, so the guard sends this tab where it belongs.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && (event.key === null || watchedKeys.has(event.key))) {
      sessionStore.refresh();
    }
  });
}
