// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const loginPage = vi.hoisted(() => ({ load: vi.fn<() => Promise<unknown>>() }));
vi.mock('./router/loginPage', () => ({
  LoginPage: () => null,
  loadLoginPage: Object.assign(() => loginPage.load(), { current: undefined }),
}));
// The signed-in first screen: the full app (with its catalog and styles), the shell and the home page.
const signedIn = vi.hoisted(() => ({
  fullApp: vi.fn<() => Promise<unknown>>(),
  layout: vi.fn<() => Promise<unknown>>(),
  welcome: vi.fn<() => Promise<unknown>>(),
  homeCalls: vi.fn(),
  http: vi.fn(() => Promise.resolve()),
}));
vi.mock('./FullApp', () => signedIn.fullApp().then(() => ({ FullApp: () => null })));
vi.mock('../lib/i18n', () => ({ loadShellCatalog: () => Promise.resolve() }));
vi.mock('../components/prebuiltAntdStyles', () => ({ installPrebuiltAntdStyles: () => Promise.resolve() }));
vi.mock('./router/firstPageLoaders', () => ({
  loadHomeLayout: () => signedIn.layout(),
  loadWelcomePage: () => signedIn.welcome(),
}));
vi.mock('../lib/httpLibrary', () => ({ preloadHttp: () => signedIn.http() }));
vi.mock('../features/home/api/earlyHomeCalls', () => ({ startHomeCalls: () => signedIn.homeCalls() }));

/** AppFrame as a first load of `path` imports it (its module decides what the first screen waits for). */
async function firstLoadOf(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./AppFrame');
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), Promise.resolve().then(() => false)]);

describe('the first render of the sign-in page', () => {
  afterEach(() => {
    vi.useRealTimers();
    loginPage.load.mockReset();
  });

  it('waits for the login page code, then goes on', async () => {
    let arrive: (value: unknown) => void = () => {};
    loginPage.load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { firstScreenLoaded } = await firstLoadOf('/login');
    expect(await settled(firstScreenLoaded)).toBe(false);
    arrive(() => null);
    await expect(firstScreenLoaded).resolves.toBeDefined();
  });

  it('waits a few seconds at most for code that does not come (the route then shows its loader and error)', async () => {
    vi.useFakeTimers();
    loginPage.load.mockReturnValue(new Promise(() => {}));
    const { firstScreenLoaded, FIRST_SCREEN_WAIT_MS } = await firstLoadOf('/login');
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(firstScreenLoaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(firstScreenLoaded)).toBe(true);
  });

  it('goes on when the load fails', async () => {
    loginPage.load.mockRejectedValue(new Error('offline'));
    await expect((await firstLoadOf('/login')).firstScreenLoaded).resolves.toBeUndefined();
  });
});

/** A promise with its resolve, for code that arrives when the test says so. */
function arriving() {
  let arrive: () => void = () => {};
  const promise = new Promise<void>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

describe('the first render of a signed-in page', () => {
  afterEach(() => {
    for (const mock of Object.values(signedIn)) mock.mockReset();
    loginPage.load.mockReset();
  });

  it('waits on /index for the full app, the shell and the home page, and starts its calls without the HTTP library', async () => {
    const [fullApp, layout, welcome] = [arriving(), arriving(), arriving()];
    signedIn.fullApp.mockReturnValue(fullApp.promise);
    signedIn.layout.mockReturnValue(layout.promise);
    signedIn.welcome.mockReturnValue(welcome.promise);
    const { firstScreenLoaded } = await firstLoadOf('/index');
    expect(signedIn.homeCalls).toHaveBeenCalledOnce();
    fullApp.arrive();
    layout.arrive();
    expect(await settled(firstScreenLoaded)).toBe(false);
    welcome.arrive();
    await vi.waitFor(async () => expect(await settled(firstScreenLoaded)).toBe(true));
    expect(loginPage.load).not.toHaveBeenCalled();
    // Its calls are plain fetches: the library would share the phone's connection with the page's code.
    expect(signedIn.http).not.toHaveBeenCalled();
  });

  it('waits on another page for the full app and the shell only', async () => {
    signedIn.fullApp.mockResolvedValue(undefined);
    signedIn.layout.mockResolvedValue(undefined);
    const { firstScreenLoaded } = await firstLoadOf('/buyers');
    await vi.waitFor(async () => expect(await settled(firstScreenLoaded)).toBe(true));
    expect(signedIn.welcome).not.toHaveBeenCalled();
    expect(signedIn.homeCalls).not.toHaveBeenCalled();
    // The page's first call needs the HTTP library: fetched now, not after the page's code.
    expect(signedIn.http).toHaveBeenCalledOnce();
  });
});
