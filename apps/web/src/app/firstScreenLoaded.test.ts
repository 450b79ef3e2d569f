// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const loginPage = vi.hoisted(() => ({ load: vi.fn<() => Promise<unknown>>() }));
vi.mock('./router/loginPage', () => ({
  LoginPage: () => null,
  loadLoginPage: Object.assign(() => loginPage.load(), { current: undefined }),
}));

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

  it('goes on when the load fails, and waits for nothing on another page', async () => {
    loginPage.load.mockRejectedValue(new Error('offline'));
    await expect((await firstLoadOf('/login')).firstScreenLoaded).resolves.toBeUndefined();
    loginPage.load.mockReset();
    const { firstScreenLoaded } = await firstLoadOf('/index');
    expect(await settled(firstScreenLoaded)).toBe(true);
    expect(loginPage.load).not.toHaveBeenCalled();
  });
});
